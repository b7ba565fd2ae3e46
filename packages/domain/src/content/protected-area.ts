import { pathFromSegments, pathSegments } from '../routing/path-segments';

/**
 * Spec public-site 2.3: a password opens an area of a site, the page at `areaPath` and every page
 * below it (the events site's internal-2025 page and its sub-pages share one password).
 */
export function isWithinArea(pagePath: string, areaPath: string): boolean {
  const page = pathSegments(pagePath);
  const area = pathSegments(areaPath);
  return area.length <= page.length && area.every((segment, index) => page[index] === segment);
}

/** The most specific of `areaPaths` that covers the page, canonical, or `null` when none does. */
export function coveringArea(pagePath: string, areaPaths: readonly string[]): string | null {
  let best: readonly string[] | null = null;
  for (const areaPath of areaPaths) {
    if (!isWithinArea(pagePath, areaPath)) continue;
    const segments = pathSegments(areaPath);
    if (best === null || segments.length > best.length) best = segments;
  }
  return best === null ? null : pathFromSegments(best);
}
