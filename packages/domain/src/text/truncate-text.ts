export const ellipsis = '\u2026';

/**
 * Spec public-site 5: cuts a text to at most `maxLength` characters on a word boundary and adds an
 * ellipsis. A text that fits is returned unchanged. Characters are counted as code points so that
 * no emoji is cut in half. When not even the first word fits, only the ellipsis remains, since
 * cutting inside a word would break the boundary rule.
 */
export function truncateText(text: string, maxLength: number, mark: string = ellipsis): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const limit = maxLength > 0 ? Math.floor(maxLength) : 0;
  // The cut is on a boundary when the first dropped character is whitespace.
  let end = limit;
  while (end > 0 && !isWhitespace(characters[end])) end -= 1;
  let kept = end;
  while (kept > 0 && isWhitespace(characters[kept - 1])) kept -= 1;
  return characters.slice(0, kept).join('') + mark;
}

function isWhitespace(character: string | undefined): boolean {
  return character !== undefined && /\s/u.test(character);
}
