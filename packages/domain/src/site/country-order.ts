import { isAllCountry } from './country-list';

/** A country as a list shows it: its code and its name in the visitor's language. */
export interface NamedCountry {
  readonly countryCode: string;
  readonly label: string;
}

/**
 * Spec public-site 2.5, 3.1: the location selector lists ALL first, then the countries by their
 * names as the visitor's language sorts them (`Österreich` among the O in German). A new array.
 */
export function orderedCountries<T extends NamedCountry>(
  countries: readonly T[],
  language: string,
): T[] {
  const collator = new Intl.Collator(language);
  const rank = (country: T) => (isAllCountry(country.countryCode) ? 0 : 1);
  return [...countries].sort((a, b) => rank(a) - rank(b) || collator.compare(a.label, b.label));
}
