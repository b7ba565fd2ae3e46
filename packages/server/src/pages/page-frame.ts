import type { Page } from '@kmx/domain/content';
import type { BreadcrumbTrail } from '@kmx/domain/navigation';
import type { LanguageOption, PageFrame } from '@kmx/domain/view';
import { breadcrumbTrail, navigationPathTo, notFoundBreadcrumbTrail } from '@kmx/domain/navigation';
import {
  bannerLanguages,
  fallbackBannerLanguages,
  pageLanguagesOnSite,
  showsLanguageBanner,
} from '@kmx/domain/site';
import { languageOptions, locationView } from './locale-options';
import { footerView, menuItems } from './menu-items';
import type { PageContext } from './PageContext';
import { homeHref, portalHref, siteLink, siteView } from './site-links';
import type { SiteNavigation } from './site-navigation';

/** The theme of header and footer where the site names none (spec 3.4). */
const defaultTheme = 'Default';

function home(context: PageContext) {
  return { title: context.messages['furniture.breadcrumbs.home'], route: homeHref(context.links) };
}

/**
 * Spec public-site 2.7: Home, then the navigation items down to the page (header navigation, else
 * footer navigation); a page in neither gets Home and itself.
 */
function pageBreadcrumbs(
  context: PageContext,
  navigation: SiteNavigation,
  page: Page,
): BreadcrumbTrail {
  const inHeader = navigationPathTo(navigation.header, page.url);
  const path = inHeader.length > 0 ? inHeader : navigationPathTo(navigation.footer, page.url);
  const self = { title: page.title, breadcrumbOverride: null, url: siteLink(context, page.url) };
  return breadcrumbTrail(home(context), path.length > 0 ? path : [self]);
}

/** Spec public-site 2.7: an unknown page's trail is Home then 404. */
function notFoundBreadcrumbs(context: PageContext): BreadcrumbTrail {
  return notFoundBreadcrumbTrail(home(context), siteLink(context, context.pathInSite));
}

interface FrameParts {
  readonly languages: readonly LanguageOption[];
  readonly breadcrumbs: BreadcrumbTrail;
  readonly languageBanner: PageFrame['languageBanner'];
}

function frame(context: PageContext, navigation: SiteNavigation, parts: FrameParts): PageFrame {
  const footer = footerView(navigation.visibleFooter);
  const { site } = context.site;
  return {
    site: siteView(context),
    locale: {
      code: context.locale.urlCode,
      language: context.locale.language,
      country: context.locale.country,
      measurementSystem: context.visitor.measurementSystem,
    },
    homeHref: homeHref(context.links),
    portalHref: portalHref(context.locale.urlCode),
    header: {
      theme: site.headerOptions?.theme ?? defaultTheme,
      items: menuItems(navigation.visibleHeader, context.pathInSite),
      ...(site.headerOptions?.hidden === true && { hidden: true }),
    },
    footer: { theme: site.footerTheme ?? defaultTheme, ...footer },
    languages: parts.languages,
    location: locationView(context),
    breadcrumbs: parts.breadcrumbs,
    languageBanner: parts.languageBanner,
    modes: context.modes,
  };
}

/**
 * Spec public-site 2.5, 2.7: the furniture of a content page. Its languages are those the page
 * exists in that the site offers; the banner shows when the content is not in the visitor's
 * language and offers the languages it is in, German and English first.
 */
export function contentPageFrame(
  context: PageContext,
  navigation: SiteNavigation,
  page: Page,
): PageFrame {
  const languages = pageLanguagesOnSite(page.languages, context.site.offer.languages);
  const banner = showsLanguageBanner(page) ? bannerLanguages(languages) : [];
  return frame(context, navigation, {
    languages: languageOptions(context, languages),
    breadcrumbs: pageBreadcrumbs(context, navigation, page),
    languageBanner: banner.length === 0 ? null : { languages: languageOptions(context, banner) },
  });
}

/** The furniture of the 404 page: every language of the site, for the same address. */
export function notFoundPageFrame(context: PageContext, navigation: SiteNavigation): PageFrame {
  return frame(context, navigation, {
    languages: languageOptions(context, context.site.offer.languages),
    breadcrumbs: notFoundBreadcrumbs(context),
    languageBanner: null,
  });
}

/** A crumb below Home on a page that is not in the site navigation: its title and path in the site. */
export interface FrameCrumb {
  readonly title: string;
  /** Path within the site, e.g. `/products/wire-processing`; localised here. */
  readonly path: string;
}

/**
 * Spec public-site 2.5, 2.7: the furniture of a catalogue, story or media release page: every
 * language of the site (these pages exist in each), Home then `crumbs`, the last one the page. With
 * the language its content came in (`contentLanguage`), the banner shows when that is a fallback.
 */
export function collectionPageFrame(
  context: PageContext,
  navigation: SiteNavigation,
  crumbs: readonly FrameCrumb[],
  contentLanguage = '',
): PageFrame {
  const banner = fallbackBannerLanguages(
    context.locale.language,
    contentLanguage,
    context.site.offer.languages,
  );
  return frame(context, navigation, {
    languages: languageOptions(context, context.site.offer.languages),
    breadcrumbs: breadcrumbTrail(
      home(context),
      crumbs.map((crumb) => ({
        title: crumb.title,
        breadcrumbOverride: null,
        url: siteLink(context, crumb.path),
      })),
    ),
    languageBanner: banner.length === 0 ? null : { languages: languageOptions(context, banner) },
  });
}
