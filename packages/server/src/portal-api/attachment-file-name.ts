/** Longer names are cut: the name is shown, not used as a path. */
const maxNameLength = 255;

/**
 * The file's name from `X-File-Name` (URI-encoded, so any name fits in a header): without control
 * characters and path separators, trimmed; `null` when missing, blank or not URI-encoded.
 */
export function attachmentFileName(header: string | undefined): string | null {
  if (header === undefined) return null;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return null;
  }
  const cleaned = name
    .replace(/[\p{Cc}/\\]/gu, '')
    .trim()
    .slice(0, maxNameLength);
  return cleaned === '' ? null : cleaned;
}

/**
 * `Content-Disposition: inline` with the file's name (RFC 6266): a plain ASCII `filename` and the
 * exact one as `filename*` in UTF-8 (RFC 8187); no quote or line break reaches the header.
 */
export function inlineDisposition(name: string): string {
  const fallback = name.replace(/[^\w.\- ()[\]]/g, '_').slice(0, 200) || 'attachment';
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
