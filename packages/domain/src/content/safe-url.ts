/** Schemes a link in content may use; anything else (`javascript:`, `data:`) is dropped. */
const linkSchemes: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Schemes an image, a video or a download may be fetched with. */
export const mediaSchemes: readonly string[] = ['http', 'https'];

/**
 * Whether an address from the content service may become an `href` or `src`: either it has no
 * scheme (a path, a query or a fragment of this site) or its scheme is one of `schemes`. Browsers
 * ignore tabs, line breaks and leading control characters in a scheme (`java\tscript:`), so those
 * are removed before the scheme is read.
 */
export function isSafeUrl(url: string, schemes: readonly string[] = linkSchemes): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return !compact.startsWith('//') || schemes.includes('https');
  return schemes.includes(scheme.toLowerCase());
}
