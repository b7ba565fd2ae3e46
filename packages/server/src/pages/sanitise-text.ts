// Scripts and styles go with their content; any other tag or comment goes alone.
const withContent = /<(script|style|template|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const tagOrComment = /<\/?[a-z][^<>]*>|<!--[\s\S]*?(?:-->|$)/gi;

/**
 * A field the content model declares plain text, cleaned of any markup a CMS let through, so that
 * no tag ever shows as text. Renderers print the result as text (React escapes it), so nothing in
 * it can run; a `<` that starts no tag ("< 6 mm²") stays, and entities are left as written. Tags
 * are removed until none is left, since removing one can join the pieces of another (`<<b>b>`).
 */
export function sanitiseText(text: string): string {
  let current = text;
  let previous: string;
  do {
    previous = current;
    current = current.replace(withContent, '').replace(tagOrComment, '');
  } while (current !== previous);
  return current;
}

export function sanitiseOptionalText(text: string | null): string | null {
  return text === null ? null : sanitiseText(text);
}
