/** How long a cursor may be: upstream cursors are short opaque tokens, so more is not one. */
export const newsFeedCursorMaxLength = 200;

const languageCode = /^[a-z]{2}$/;
// Opaque upstream cursors are base64 or base64url text, perhaps with a prefix.
const cursorShape = /^[A-Za-z0-9_\-+/=:.]+$/;

export type NewsFeedQuery =
  | { readonly ok: true; readonly language: string; readonly after: string | null }
  | { readonly ok: false; readonly error: string };

/**
 * Reads `?lang=<language>&after=<cursor>` of `GET /api/news-feed`: exactly one two-letter language
 * out of `languages`, at most one cursor of sane characters and length. Anything else is a clear
 * message for a 400.
 */
export function readNewsFeedQuery(
  lang: readonly string[],
  after: readonly string[],
  languages: readonly string[],
): NewsFeedQuery {
  const language = lang[0];
  if (lang.length !== 1 || language === undefined || !languageCode.test(language)) {
    return {
      ok: false,
      error: 'The query parameter lang must be one language code, e.g. ?lang=en',
    };
  }
  if (!languages.includes(language)) {
    return {
      ok: false,
      error: `The news feed is offered in ${languages.join(', ')}, not in "${language}"`,
    };
  }
  if (after.length > 1) return { ok: false, error: 'The query parameter after may be given once' };
  const cursor = after[0];
  if (cursor === undefined) return { ok: true, language, after: null };
  if (cursor.length === 0 || cursor.length > newsFeedCursorMaxLength || !cursorShape.test(cursor)) {
    return {
      ok: false,
      error: `The query parameter after must be a cursor from an earlier page (up to ${newsFeedCursorMaxLength} characters)`,
    };
  }
  return { ok: true, language, after: cursor };
}
