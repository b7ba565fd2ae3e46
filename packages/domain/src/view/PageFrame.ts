import type { BreadcrumbTrail } from '../navigation/breadcrumb-trail';

/** A link as renderers draw it: the address is final (localised, site slug included). */
export interface LinkView {
  readonly title: string;
  readonly href: string;
  readonly newTab: boolean;
}

/** One entry of the header navigation, with its children (spec public-site 3.4). */
export interface MenuItemView extends LinkView {
  readonly items: readonly MenuItemView[];
  /** Whether the visitor is on this item's page or below it. */
  readonly active: boolean;
  /** The item's marketing title and description (spec 3.4), drawn as the teaser of its mega menu. */
  readonly teaser?: MenuTeaserView;
}

export interface MenuTeaserView {
  readonly title: string;
  readonly text: string;
}

export interface FooterSectionView {
  readonly title: string;
  readonly links: readonly LinkView[];
}

/** A language the visitor can switch to; `href` is the same page in that language. */
export interface LanguageOption {
  readonly languageCode: string;
  /** The language's own name in the current language, e.g. `Deutsch`. */
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

/** A country the visitor can choose as location; `href` is the same page in that country. */
export interface CountryOption {
  /** Region code, upper case, or `ALL`. */
  readonly countryCode: string;
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
}

/**
 * A country as the location selector's list gets it (spec public-site 2.5, 3.1): its name in the
 * page's language and the locale a visitor who chooses it lands in. The list is the same for every
 * page of a site and language, so the browser asks for it (`/api/countries`) when the selector
 * opens rather than every page carrying its ~250 entries.
 */
export interface CountryChoice {
  /** Region code, upper case, or `ALL`. */
  readonly countryCode: string;
  readonly label: string;
  /** The url code of the locale the visitor lands in, e.g. `en-af`. */
  readonly localeCode: string;
}

/** The countries answer of `GET /api/countries/{siteId}?lang={language}`. */
export interface CountryChoices {
  readonly siteId: string;
  readonly language: string;
  /** `ALL` first, then by name in the language. */
  readonly countries: readonly CountryChoice[];
}

/** What a page tells the location selector; the countries themselves come when it opens. */
export interface LocationView {
  /** The visitor's country, named in the page's language, for the selector's button. */
  readonly current: { readonly countryCode: string; readonly label: string };
  /**
   * This page's address after its locale segment (`/events/company`, `''` for the home page): a
   * country's link is this page in that country's locale (`localisedLink`).
   */
  readonly pathAfterLocale: string;
}

/** The site a page belongs to, as renderers need it (spec public-site 3.1). */
export interface SiteView {
  readonly id: string;
  readonly name: string;
  /** The slug the site's paths carry, `null` for the main site. */
  readonly slug: string | null;
  readonly isMain: boolean;
  readonly hideSideButtons: boolean;
  readonly enableCutFont: boolean;
}

export interface LocaleView {
  /** Url code, lower case: `en`, `de-ch`. */
  readonly code: string;
  readonly language: string;
  /** Region code, upper case, or `ALL`. */
  readonly country: string;
  readonly measurementSystem: 'Metric' | 'Imperial';
}

/**
 * The page furniture every public page of the default layout shares (spec public-site 2.5, 2.7):
 * header, footer, selectors, breadcrumbs and the modes the visitor is in.
 */
export interface PageFrame {
  readonly site: SiteView;
  readonly locale: LocaleView;
  /** The site's home page in this locale, e.g. `/de-ch` or `/en/events`. */
  readonly homeHref: string;
  /** The portal's home, e.g. `/en/mykomax`; the user menu links below it. */
  readonly portalHref: string;
  readonly header: {
    readonly theme: string;
    readonly items: readonly MenuItemView[];
    /** Spec 3.4's header option: the main menu is not shown (logo and tools stay). */
    readonly hidden?: boolean;
  };
  readonly footer: {
    readonly theme: string;
    readonly contactLink: LinkView | null;
    readonly sections: readonly FooterSectionView[];
  };
  readonly languages: readonly LanguageOption[];
  /** `null` when the site offers no country to choose. */
  readonly location: LocationView | null;
  readonly breadcrumbs: BreadcrumbTrail;
  /**
   * Spec public-site 2.5: shown when the content is not in the visitor's language; offers the
   * languages the page does exist in (German and English first).
   */
  readonly languageBanner: { readonly languages: readonly LanguageOption[] } | null;
  readonly modes: {
    readonly nextRelease: boolean;
    readonly testing: boolean;
  };
}

/**
 * What the page head carries (spec public-site 2.2, DESIGN.md "One request"): rendered by the
 * server in the first bytes and updated by the browser after client navigation.
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Absolute address of the canonical version; `null` for pages that must not be indexed. */
  readonly canonical: string | null;
  /** Absolute addresses of the page in each language it exists in, plus `x-default`. */
  readonly alternates: readonly { readonly hrefLang: string; readonly href: string }[];
  readonly openGraph: {
    readonly type: 'website' | 'article';
    readonly siteName: string;
    /** `de_CH`, `en`. */
    readonly locale: string;
    readonly image: string | null;
  };
  readonly robots: 'index, follow' | 'noindex, follow' | 'noindex, nofollow';
}
