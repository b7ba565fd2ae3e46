import { boundedMemo } from './bounded-memo';
import { percentEncoded } from './cookie-string';

/**
 * The site cookies of spec public-site 7, by what they hold. The site preferences are kept per
 * site (`siteCookieName`); the two mode cookies are one each.
 */
export const cookieNames = {
  language: 'kmx-language',
  measurementSystem: 'kmx-measurement-system',
  fallbackLanguage: 'kmx-fallback-language',
  currentLocale: 'kmx-locale',
  nextRelease: 'kmx-next-release',
  testing: 'kmx-testing',
} as const;

export const sitePreferences = {
  language: 'language',
  measurementSystem: 'measurementSystem',
  fallbackLanguage: 'fallbackLanguage',
  currentLocale: 'currentLocale',
} as const satisfies Partial<Record<keyof typeof cookieNames, string>>;

export type SitePreference = (typeof sitePreferences)[keyof typeof sitePreferences];

/** Names made so far: every page request asks for the same few. */
const named = boundedMemo(1000);

/**
 * The cookie of a preference on one site, e.g. `kmx-language.brand_portal`. `site` is the site's
 * `technicalName` (the domain's key for per-site settings); it is percent-encoded, brackets and
 * quotes included, so any site name gives a valid cookie name and no two sites share a cookie.
 */
export function siteCookieName(preference: SitePreference, site: string): string {
  return named(`${preference}\u0000${site}`, () => freshSiteCookieName(preference, site));
}

function freshSiteCookieName(preference: SitePreference, site: string): string {
  const encoded = percentEncoded(site).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${cookieNames[preference]}.${encoded}`;
}
