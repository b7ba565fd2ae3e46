import type { ContentSource } from '@kmx/domain/ports';
import type { RequestPath } from '@kmx/domain/routing';
import {
  canonicalLetterCase,
  matchRoute,
  pathFromSegments,
  pathSegments,
  pathWithinSite,
  readRequestPath,
  routeKinds,
} from '@kmx/domain/routing';
import { decodedPath } from './decoded-path';

/** What the look-up of a content page in another letter case needs to know. */
export interface CaseLookup {
  readonly siteId: string;
  readonly pathSlug: string | null;
  readonly language: string;
}

/**
 * Spec public-site 2.2, 2.4: the request's path in its canonical letter case. The site slug and a
 * route's fixed segments are the domain's to say; a content address with capitals that names no
 * page is looked up in lower case, and the page found there gives its own address. Only a path
 * with capitals costs a look-up, and a failed look-up leaves the path as it is.
 */
export async function canonicalCase(
  content: ContentSource,
  path: RequestPath,
  lookup: CaseLookup,
): Promise<string> {
  const fixed = canonicalLetterCase(path, lookup.pathSlug);
  const { segments } = readRequestPath(fixed);
  const hasSlug = lookup.pathSlug !== null && segments[0] === lookup.pathSlug;
  const inSite = pathWithinSite(segments, lookup.pathSlug);
  const address = decodedPath(inSite);
  if (
    address === null ||
    address === address.toLowerCase() ||
    matchRoute(inSite).kind !== routeKinds.content
  ) {
    return fixed;
  }
  const request = { language: lookup.language, siteId: lookup.siteId };
  try {
    if ((await content.pageByPath({ path: address, ...request })) !== null) return fixed;
    const page = await content.pageByPath({ path: address.toLowerCase(), ...request });
    if (page === null) return fixed;
    return pathFromSegments([
      ...(path.localeSegment === null ? [] : [path.localeSegment]),
      ...(hasSlug && lookup.pathSlug !== null ? [lookup.pathSlug] : []),
      ...pathSegments(page.url).map((segment) => encodeURIComponent(segment)),
    ]);
  } catch {
    return fixed;
  }
}
