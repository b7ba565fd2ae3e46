import type { ContentSource } from '@kmx/domain/ports';
import type { Locale } from '@kmx/domain/site';
import { isOfferedLocale, normalizeSiteSlug, parseLocaleCode } from '@kmx/domain/site';
import { countriesOf, offerOf } from '../pipeline/site-context';
import { siteDirectory } from '../seo/site-directory';

/** Where a search looks: a site and one of its locales. */
export type SearchScope =
  | {
      readonly ok: true;
      readonly siteId: string;
      readonly siteSlug: string | null;
      readonly locale: Locale;
    }
  | { readonly ok: false; readonly error: string };

/**
 * The site by its slug (`null` or empty for the main site) and the locale, which that site must
 * offer (spec public-site 2.4, 3.1), read from the system data. Throws when the content service
 * fails, so the caller answers an upstream failure, not a bad request.
 */
export async function searchScope(
  content: Pick<ContentSource, 'systemData'>,
  localeCode: string,
  siteSlug: string | null,
): Promise<SearchScope> {
  const locale = parseLocaleCode(localeCode);
  if (locale === null) {
    return { ok: false, error: 'localeCode must be a locale code such as en or de-ch' };
  }
  const slug = normalizeSiteSlug(siteSlug);
  const directory = await siteDirectory(content);
  const entry = directory.find(({ site }) =>
    slug === null ? site.isMain : normalizeSiteSlug(site.slug) === slug,
  );
  if (entry === undefined) {
    return { ok: false, error: `siteSlug names no site: "${siteSlug ?? ''}"` };
  }
  const systemData = await content.systemData();
  const offer = offerOf(entry.site, systemData, countriesOf(systemData));
  if (!isOfferedLocale(locale, offer)) {
    return {
      ok: false,
      error: `localeCode "${locale.urlCode}" is not offered on ${slug === null ? 'the main site' : `the site "${slug}"`}`,
    };
  }
  return { ok: true, siteId: entry.site.id, siteSlug: slug, locale };
}
