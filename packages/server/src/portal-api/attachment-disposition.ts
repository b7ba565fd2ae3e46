/**
 * `Content-Disposition: attachment` with the file's name (RFC 6266): a plain ASCII `filename`
 * for every browser, with anything outside safe characters replaced, and the exact name as
 * `filename*` in UTF-8 (RFC 8187). No quote, backslash or line break can reach the header.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\w.\- ()[\]]/g, '_').slice(0, 200) || 'download';
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
