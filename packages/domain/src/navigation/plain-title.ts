const basicEntities: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X'
        ? Number.parseInt(body.slice(2), 16)
        : Number.parseInt(body.slice(1), 10);
    // Out-of-range numbers are not characters; they stay as written.
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return basicEntities.get(body) ?? entity;
}

/**
 * Spec public-site 2.7: a title cleaned of markup for display. Tags are stripped (a line break
 * becomes a space so that words do not run together), the basic entities and numeric references
 * are decoded in one pass (so `&amp;lt;` reads `&lt;`), and whitespace is collapsed.
 */
export function plainTitle(markup: string): string {
  return markup
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
