import type { CompanyLocation, LocationType } from './CompanyLocation';
import type { LocationFilterOptions } from './location-filters';

/** The query parameters of the locations filter form (a GET form, so it works without scripts). */
export const locationFilterParameters = { country: 'country', type: 'type' } as const;

/** What the visitor filters the locations by; `null` shows every country or every type. */
export interface LocationFilter {
  /** Region code, upper case. */
  readonly country: string | null;
  readonly type: LocationType | null;
}

export const noLocationFilter: LocationFilter = { country: null, type: null };

/**
 * Reads the filter from raw query values: only a single text naming one of the choices offered
 * counts (a country in any case), anything else (missing, repeated, unknown) does not filter.
 */
export function chosenLocationFilter(
  query: { readonly country?: unknown; readonly type?: unknown },
  options: LocationFilterOptions,
): LocationFilter {
  const country =
    typeof query.country === 'string' ? query.country.trim().toUpperCase() : undefined;
  const type = typeof query.type === 'string' ? query.type.trim() : undefined;
  return {
    country: options.countries.find((offered) => offered === country) ?? null,
    type: options.types.find((offered) => offered === type) ?? null,
  };
}

/** The locations the filter lets through, in their order. */
export function filterLocations<L extends Pick<CompanyLocation, 'countryCode' | 'type'>>(
  locations: readonly L[],
  filter: LocationFilter,
): readonly L[] {
  return locations.filter(
    (location) =>
      (filter.country === null || location.countryCode === filter.country) &&
      (filter.type === null || location.type === filter.type),
  );
}

/**
 * Whether the query names a locations filter: such a page differs from the one without the query,
 * so the whole-page cache, keyed without the query, must neither serve nor keep it.
 */
export function asksLocationsFilter(query: Readonly<Record<string, unknown>>): boolean {
  return Object.values(locationFilterParameters).some(
    (name) => Object.hasOwn(query, name) && query[name] !== undefined && query[name] !== '',
  );
}
