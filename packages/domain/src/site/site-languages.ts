import { technicalName } from './site-derivation';
import type { Site } from './SystemData';

/** Languages one site adds to or removes from the languages of the system data. */
export interface SiteLanguageAdjustment {
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
}

/** Keyed by site technical name (`brand_portal`, `wirepro_expo_2024`). */
export type SiteLanguageAdjustments = Readonly<Record<string, SiteLanguageAdjustment>>;

/**
 * Spec public-site 3.1 names four adjustments but not the sites. This default puts them on the
 * sites that spec 2.3 names; an installation passes its own map.
 */
export const defaultSiteLanguageAdjustments: SiteLanguageAdjustments = {
  brand_portal: { add: ['fr'] },
  events: { add: ['es'], remove: ['de'] },
  productronica: { remove: ['de'] },
  wirepro_expo_2024: { remove: ['en'] },
};

/**
 * The international set: the languages all content is written in. The language banner (spec 2.5)
 * tells visitors content is available in German and English, so those two by default.
 */
const defaultInternationalLanguages: readonly string[] = ['en', 'de'];

export interface SiteLanguageOptions {
  readonly adjustments?: SiteLanguageAdjustments;
  readonly internationalLanguages?: readonly string[];
}

/**
 * Spec public-site 2.4 and 3.1: the languages a site offers. An international-only site keeps only
 * the international set; the site's adjustment then adds languages (at the end) and removes others,
 * last, because it is the most specific setting. Codes are lower case and each appears once.
 */
export function siteLanguages(
  site: Pick<Site, 'name' | 'internationalOnly'>,
  languageCodes: readonly string[],
  options: SiteLanguageOptions = {},
): readonly string[] {
  const international = new Set(
    (options.internationalLanguages ?? defaultInternationalLanguages).map(lowerCase),
  );
  const adjustment = adjustmentFor(
    options.adjustments ?? defaultSiteLanguageAdjustments,
    technicalName(site.name),
  );
  const removed = new Set((adjustment.remove ?? []).map(lowerCase));
  const offered = languageCodes
    .map(lowerCase)
    .filter((code) => !site.internationalOnly || international.has(code));
  return [...new Set([...offered, ...(adjustment.add ?? []).map(lowerCase)])].filter(
    (code) => !removed.has(code),
  );
}

/** Own keys only, so a site named `constructor` gets no adjustment from Object's prototype. */
function adjustmentFor(adjustments: SiteLanguageAdjustments, name: string): SiteLanguageAdjustment {
  const adjustment = Object.hasOwn(adjustments, name) ? adjustments[name] : undefined;
  return adjustment ?? {};
}

function lowerCase(text: string): string {
  return text.toLowerCase();
}
