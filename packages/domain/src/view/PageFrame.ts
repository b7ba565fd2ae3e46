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
  };
  readonly footer: {
    readonly theme: string;
    readonly contactLink: LinkView | null;
    readonly sections: readonly FooterSectionView[];
  };
  readonly languages: readonly LanguageOption[];
  readonly countries: readonly CountryOption[];
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
  readonly robots: 'index, follow' | 'noindex, nofollow';
}
