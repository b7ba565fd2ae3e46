import type { CompanyLocation, LocationFilter, LocationType } from '@kmx/domain/content';
import { filterLocations, locationFilterParameters } from '@kmx/domain/content';

/** A country of the filter: its code, and its name in the visitor's locale. */
export interface CountryChoice {
  readonly code: string;
  readonly name: string;
}

export interface LocationsViewInput {
  readonly locations: readonly CompanyLocation[];
  readonly countryCodes: readonly string[];
  readonly filter: LocationFilter;
  /** BCP 47 tag the country names sort by, e.g. `de-CH`. */
  readonly locale: string;
  /** A country's name in that locale. */
  readonly countryName: (code: string) => string;
}

export interface LocationsView {
  /** The locations the filter lets through, in their order. */
  readonly shown: readonly CompanyLocation[];
  /** The countries to choose from, by their names as the locale sorts them. */
  readonly countries: readonly CountryChoice[];
  /** Whether anything is filtered, so "show all" is offered. */
  readonly filtered: boolean;
}

/** Spec public-site 2.5: the locations directory as the filter makes it. */
export function locationsView({
  locations,
  countryCodes,
  filter,
  locale,
  countryName,
}: LocationsViewInput): LocationsView {
  return {
    shown: filterLocations(locations, filter),
    countries: countryCodes
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    filtered: filter.country !== null || filter.type !== null,
  };
}

/** The filter after a choice in the country select: an offered code, or every country. */
export function withCountry(
  filter: LocationFilter,
  countryCodes: readonly string[],
  value: string,
): LocationFilter {
  return { ...filter, country: countryCodes.find((code) => code === value) ?? null };
}

/** The filter after a choice in the type select: an offered type, or every type. */
export function withType(
  filter: LocationFilter,
  types: readonly LocationType[],
  value: string,
): LocationFilter {
  return { ...filter, type: types.find((type) => type === value) ?? null };
}

/**
 * The address with the filter in its query, the same as the form would send, so a reload or a
 * shared link shows the same list; the address's other parameters stay.
 */
export function addressWithFilter(address: string, filter: LocationFilter): string {
  const url = new URL(address);
  const entries = [
    [locationFilterParameters.country, filter.country],
    [locationFilterParameters.type, filter.type],
  ] as const;
  for (const [name, value] of entries) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return url.href;
}

/** A website as people read it: without its scheme. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//, '');
}
