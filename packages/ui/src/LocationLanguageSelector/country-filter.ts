import type { CountryOption } from '@kmx/domain/view';

/** From this many countries on, the selector offers a filter field: shorter lists are read at a glance. */
export const countryFilterThreshold = 12;

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "ZURICH" finds "Zürich". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether the country's name contains the query, or its region code is the query. */
export function matchesCountry(country: CountryOption, query: string): boolean {
  const wanted = searchable(query);
  return searchable(country.label).includes(wanted) || country.countryCode.toLowerCase() === wanted;
}

/**
 * The countries that match the query; an empty query keeps them all. The current country stays
 * whatever the query, so the visitor always sees where they are.
 */
export function filterCountries(
  countries: readonly CountryOption[],
  query: string,
): readonly CountryOption[] {
  if (searchable(query) === '') return countries;
  return countries.filter((country) => country.current || matchesCountry(country, query));
}
