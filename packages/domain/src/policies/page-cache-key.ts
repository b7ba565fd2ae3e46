import { asksFinder } from '../catalogue/product-finder';
import { asksLocationsFilter } from '../content/location-filter-choice';
import { asksStoriesFilter } from '../content/stories-filter-choice';
import type { MeasurementSystem } from '../site/SystemData';
import { cacheKey } from './cache-key';

/** What the request pipeline found out about a page request that decides its whole-page cache key. */
export interface PageCacheFacts {
  readonly siteId: string;
  /** The locale's url code (`de-ch`, `en`). */
  readonly localeCode: string;
  /** Whether the address carried a locale: the route differs with and without one. */
  readonly localePrefixed: boolean;
  /** The page's path within its site, canonical (`/company/history`). */
  readonly pathInSite: string;
  readonly measurementSystem: MeasurementSystem;
  readonly nextRelease: boolean;
  readonly testing: boolean;
  /** A `direct` page id was asked for and names no page: the 404 state (spec 8). */
  readonly missingDirectPage: boolean;
  /** The query as a mode switch reads it. */
  readonly query: Readonly<Record<string, unknown>>;
}

/**
 * Spec public-site 4, 9 and DESIGN.md "Speed and resilience by design": the key a rendered page is
 * kept under, or `null` for a page that is never shared. The key holds everything the page differs
 * by (site, locale, whether the address had a locale, path, measurement system, next-release mode)
 * and no query, so testing mode (it shows what others do not see), a filter the query asks for (a
 * locations or stories filter) and a missing `direct` page are never cached.
 */
export function pageCacheKey(facts: PageCacheFacts): string | null {
  if (
    facts.missingDirectPage ||
    facts.testing ||
    asksLocationsFilter(facts.query) ||
    asksStoriesFilter(facts.query) ||
    asksFinder(facts.query)
  ) {
    return null;
  }
  return cacheKey(
    [
      'page',
      facts.siteId,
      facts.localeCode,
      facts.localePrefixed ? 'prefixed' : 'unprefixed',
      facts.pathInSite,
      facts.measurementSystem,
    ],
    facts.nextRelease,
  );
}
