import type { Page } from '@kmx/domain/content';
import type { ContentSource } from '@kmx/domain/ports';
import type { Site } from '@kmx/domain/site';
import { siteAddressBase } from '@kmx/domain/site';
import { isSystemPage } from '@kmx/domain/content';
import { buildNavigationTree } from '@kmx/domain/navigation';
import { buildLink } from '@kmx/domain/routing';
import { defaultLanguage } from '@kmx/domain/translation';
import { isWithin, navigationPages, type NavigationPageRef } from './navigation-pages';
import type { SitemapEntry } from './sitemap-xml';

export interface SiteSitemapRequest {
  readonly site: Site;
  readonly language: string;
  /** The languages the site offers (`siteLanguages`). */
  readonly siteLanguages: readonly string[];
  /** Absolute origin the addresses hang off, e.g. `https://www.example.com`. */
  readonly origin: string;
}

export interface SiteSitemapSources {
  /** Reads the navigation trees (through the data cache). */
  readonly navigation: Pick<ContentSource, 'navigationTree'>;
  /** Reads the pages the navigation names and the home page, published stage. */
  readonly pages: Pick<ContentSource, 'pageById' | 'pageByPath'>;
}

/**
 * A page may be listed when it is published, open to everyone, not one of the site's system pages
 * and written in `language`.
 */
function isListable(page: Page | null, language: string): page is Page {
  return (
    page !== null &&
    page.isPublished &&
    page.protection === 'none' &&
    !isSystemPage(page) &&
    page.languages.map((code) => code.toLowerCase()).includes(language)
  );
}

/**
 * The entries of one site's sitemap in one language: every address its header and footer
 * navigation lead to, visible items only; pages that are protected (and everything below them),
 * unpublished or not written in that language are left out. Each entry lists the languages of the
 * site its page exists in, plus `x-default` (the default language) when that is one of them;
 * addresses without a content page (the catalogue, the stories) exist in every site language.
 */
export async function siteSitemapEntries(
  sources: SiteSitemapSources,
  request: SiteSitemapRequest,
): Promise<readonly SitemapEntry[]> {
  const { site, language } = request;
  const navigationIds = [site.headerNavigationId, site.footerNavigationId].filter(
    (id): id is string => id !== null && id !== '',
  );
  const trees = await Promise.all(
    navigationIds.map((id) =>
      sources.navigation.navigationTree({ id, language, stage: 'PUBLISHED' }),
    ),
  );
  const linked = navigationPages(trees.flatMap((tree) => buildNavigationTree(tree)));
  // The home page is listed first, whether the navigation links it or not.
  const refs: readonly NavigationPageRef[] = [
    linked.find((ref) => ref.unlocalizedUrl === '/') ?? { unlocalizedUrl: '/', pageId: null },
    ...linked.filter((ref) => ref.unlocalizedUrl !== '/'),
  ];
  const pages = await Promise.all(
    refs.map((ref) => {
      if (ref.pageId !== null) {
        return sources.pages.pageById({ id: ref.pageId, language, stage: 'PUBLISHED' });
      }
      if (ref.unlocalizedUrl !== '/') return Promise.resolve(null);
      return sources.pages.pageByPath({ path: '/', siteId: site.id, language, stage: 'PUBLISHED' });
    }),
  );
  // Everything below a protected page belongs to its protected area (spec public-site 2.3).
  const protectedAreas = refs
    .filter((_ref, index) => {
      const page = pages[index];
      return page !== null && page !== undefined && page.protection !== 'none';
    })
    .map((ref) => ref.unlocalizedUrl);
  // A site with a domain of its own is listed there, as its pages name themselves (canonical).
  const base = siteAddressBase(site, request.origin, site.slug);
  const address = (unlocalizedUrl: string, code: string) =>
    `${base.origin}${buildLink(unlocalizedUrl, { localeCode: code, siteSlug: base.slug })}`;

  const entries: SitemapEntry[] = [];
  refs.forEach((ref, index) => {
    if (protectedAreas.some((area) => isWithin(ref.unlocalizedUrl, area))) return;
    const page = pages[index] ?? null;
    const isHome = ref.unlocalizedUrl === '/';
    if ((ref.pageId !== null || isHome) && !isListable(page, language)) return;
    const languages =
      page === null
        ? request.siteLanguages
        : request.siteLanguages.filter((code) =>
            page.languages.some((written) => written.toLowerCase() === code),
          );
    const alternates = languages.map((code) => ({
      hrefLang: code,
      href: address(ref.unlocalizedUrl, code),
    }));
    if (languages.includes(defaultLanguage)) {
      alternates.push({
        hrefLang: 'x-default',
        href: address(ref.unlocalizedUrl, defaultLanguage),
      });
    }
    entries.push({ loc: address(ref.unlocalizedUrl, language), alternates });
  });
  return entries;
}
