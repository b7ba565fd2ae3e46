import { orderedCountries, regionCodes, type NamedCountry } from '@kmx/domain/site';
import { serviceLocales } from '@kmx/domain/translation';

/** The profile's fields in the order the form shows them (spec portal 3; e-mail apart). */
export const profileFields = [
  'firstName',
  'lastName',
  'company',
  'telephone',
  'address',
  'postalCode',
  'city',
  'country',
  'language',
] as const;

export type ProfileField = (typeof profileFields)[number];

/** The profile as the form holds it: every field a text, blank when not given. */
export type ProfileValues = Readonly<Record<ProfileField, string>>;

/** Spec portal 3: the languages of the service-locale map, in its order. */
export const profileLanguages: readonly string[] = Object.keys(serviceLocales);

/** A choice of a select: its value and its name in the page's language. */
export interface NamedChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * Spec portal 3: the country list of about 250 region codes, named and ordered in the page's
 * language; a code the profile holds that is no longer in the list stays choosable, so saving
 * never drops it unasked.
 */
export function countryChoices(language: string, current: string): readonly NamedChoice[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const codes =
    current === '' || regionCodes.includes(current) ? regionCodes : [...regionCodes, current];
  const named: NamedCountry[] = codes.map((code) => ({
    countryCode: code,
    label: names.of(code) ?? code,
  }));
  return orderedCountries(named, language).map((country) => ({
    value: country.countryCode,
    label: country.label,
  }));
}

/** Spec portal 3: the 11 languages, each by its name in the page's language. */
export function languageChoices(language: string, current: string): readonly NamedChoice[] {
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  const codes =
    current === '' || profileLanguages.includes(current)
      ? profileLanguages
      : [...profileLanguages, current];
  return codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
}

/** The name a read-only profile shows for a chosen value. */
export function choiceLabel(choices: readonly NamedChoice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
