import { isLocaleCode } from '../routing/locale-prefix';
import { pathFromSegments, pathSegments } from '../routing/path-segments';
import { isPublicMainPage } from '../routing/special-segments';

/**
 * First segments the server answers itself, never as a page: the identity provider (`/am`, which
 * also reads as the locale code of Amharic), the API, the built files and the build manifests.
 */
export const serverOwnedFirstSegments: readonly string[] = ['am', 'api', 'assets', 'builds'];

/** The name of the file a page's payload is served as, below the page's own path. */
export const payloadFileName = '_payload.json';

/**
 * Spec public-site 2.2 and DESIGN.md "One request" step 6: which paths the browser may open by
 * fetching their payload instead of loading a whole new page. Only public pages under a locale prefix:
 * the portal and the editor need code of their own, the technical pages (style guide, sign-in
 * callback) have their own layout, and anything that looks like a file is a file.
 */
export function isClientNavigablePath(path: string): boolean {
  const segments = pathSegments(path);
  const [first] = segments;
  if (first === undefined || !isLocaleCode(first)) return false;
  if (serverOwnedFirstSegments.includes(first.toLowerCase())) return false;
  if (segments.some((segment) => segment.includes('.'))) return false;
  return isPublicMainPage(path);
}

/** Spec public-site 7: `{page}/_payload.json`, e.g. `/en/company/_payload.json`, `/en/_payload.json`. */
export function payloadPath(path: string): string {
  const page = pathFromSegments(pathSegments(path));
  return page === '/' ? `/${payloadFileName}` : `${page}/${payloadFileName}`;
}
