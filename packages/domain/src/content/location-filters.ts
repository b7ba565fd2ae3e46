import type { CompanyLocation, LocationType } from './CompanyLocation';
import { locationTypes } from './CompanyLocation';

/** The choices of the locations filter: only what some location has, so no choice finds nothing. */
export interface LocationFilterOptions {
  /** Region codes in alphabetical order. */
  readonly countries: readonly string[];
  /** In the order of `locationTypes`. */
  readonly types: readonly LocationType[];
}

export function locationFilterOptions(
  locations: readonly Pick<CompanyLocation, 'countryCode' | 'type'>[],
): LocationFilterOptions {
  const countries = new Set(locations.map((location) => location.countryCode));
  const types = new Set(locations.map((location) => location.type));
  return {
    countries: [...countries].sort(),
    types: Object.values(locationTypes).filter((type) => types.has(type)),
  };
}
