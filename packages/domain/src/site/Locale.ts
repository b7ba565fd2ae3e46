import type { ServiceLocale } from '../translation/service-locale';

/** Spec public-site 3.1: a language, in a country or internationally (country ALL). */
export interface Locale {
  /** `de-CH`, or just the language for an international locale: `en`. */
  readonly code: string;
  /** The code in lower case, as paths carry it: `de-ch`. */
  readonly urlCode: string;
  /** The locale the catalogue service knows for the language (spec 3.1's service-locale map). */
  readonly sisCode: ServiceLocale;
  readonly isInternational: boolean;
  /** Language code, lower case: `de`. */
  readonly language: string;
  /** Region code, upper case, or `ALL`. */
  readonly country: string;
}
