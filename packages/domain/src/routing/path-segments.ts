/**
 * The non-empty segments of a path, in order. Empty segments (from `//` or a trailing slash) carry
 * no meaning in an address (spec public-site 2.2), so they are dropped here once for everyone.
 */
export function pathSegments(path: string): readonly string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The canonical path of some segments: one leading slash, no trailing slash, `/` for none. */
export function pathFromSegments(segments: readonly string[]): string {
  return `/${segments.filter((segment) => segment !== '').join('/')}`;
}

/** The path part of an address, before any query or fragment. */
export function pathPart(address: string): string {
  const end = address.search(/[?#]/);
  return end === -1 ? address : address.slice(0, end);
}
