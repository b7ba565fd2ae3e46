import { pathFromSegments, pathSegments } from './path-segments';
import type { RequestPath } from './request-path';
import { routeKinds, routeTable } from './route-table';

interface Part {
  readonly fixed: string | null;
  readonly rest: boolean;
}

// The catch-all's addresses are the content service's to name; only the fixed routes are here.
const fixedRoutes = routeTable
  .filter((definition) => definition.kind !== routeKinds.content)
  .map((definition) =>
    pathSegments(definition.pattern).map((segment): Part => ({
      fixed: segment.startsWith(':') ? null : segment,
      rest: segment.endsWith('*'),
    })),
  );

/** The segments with a fixed route's own segments in their own case, when one matches by case. */
function routeInItsCase(segments: readonly string[]): readonly string[] {
  for (const parts of fixedRoutes) {
    const written: string[] = [];
    let matched = true;
    for (const [index, part] of parts.entries()) {
      const segment = segments[index];
      if (part.rest) {
        return [...written, ...segments.slice(index)];
      }
      if (segment === undefined || (part.fixed !== null && part.fixed !== segment.toLowerCase())) {
        matched = false;
        break;
      }
      written.push(part.fixed ?? segment);
    }
    if (matched && segments.length === parts.length) {
      return written;
    }
  }
  return segments;
}

/**
 * Spec public-site 2.2, 2.4: the request's path (locale prefix as written) with the site's path
 * slug and a route's fixed segments in their canonical case, since both are matched regardless
 * of case (`/en/PRODUCTRONICA/Stories` is `/en/productronica/stories`). Parameters (slugs, a
 * page's address) stay as written: whose case counts there is the content's to say.
 */
export function canonicalLetterCase(path: RequestPath, pathSlug: string | null): string {
  const [first, ...rest] = path.segments;
  const hasSlug = pathSlug !== null && first?.toLowerCase() === pathSlug.toLowerCase();
  const withinSite = hasSlug ? rest : path.segments;
  return pathFromSegments([
    ...(path.localeSegment === null ? [] : [path.localeSegment]),
    ...(hasSlug ? [pathSlug] : []),
    ...routeInItsCase(withinSite),
  ]);
}
