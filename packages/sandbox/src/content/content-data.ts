import type { TranslationState } from '@kmx/domain/content';
import type { Site } from '@kmx/domain/site';
import countries from '../../data/content/countries.json' with { type: 'json' };
import languages from '../../data/content/languages.json' with { type: 'json' };
import brandPortalNavigation from '../../data/content/navigation/brand-portal.json' with { type: 'json' };
import eventsNavigation from '../../data/content/navigation/events.json' with { type: 'json' };
import mainNavigation from '../../data/content/navigation/main.json' with { type: 'json' };
import productronicaNavigation from '../../data/content/navigation/productronica.json' with { type: 'json' };
import wireproNavigation from '../../data/content/navigation/wirepro-expo-2024.json' with { type: 'json' };
import brandPortalPages from '../../data/content/pages/brand-portal.json' with { type: 'json' };
import eventsPages from '../../data/content/pages/events.json' with { type: 'json' };
import mainPages from '../../data/content/pages/main.json' with { type: 'json' };
import productronicaPages from '../../data/content/pages/productronica.json' with { type: 'json' };
import wireproPages from '../../data/content/pages/wirepro-expo-2024.json' with { type: 'json' };
import redirects from '../../data/content/redirects.json' with { type: 'json' };
import sites from '../../data/content/sites.json' with { type: 'json' };
import translationTargets from '../../data/content/translation-targets.json' with { type: 'json' };
import { pageWithCompanyContacts } from './company-contacts';
import { pageWithInvestorFigures } from './investor-figures';
import { storedInvestorData } from './items-data';

// The shapes of the demo data files. The data is typed by hand here (JSON imports are inferred
// loosely) and checked against these shapes by `content-data.test.ts`.

/** A text per language code, as navigation titles are kept. */
export type LocalizedText = Readonly<Record<string, string>>;

/** A link as the data keeps it; `text` is a plain string inside a page, localized in navigation. */
export type StoredLink =
  | {
      readonly kind: 'page';
      readonly text: string | LocalizedText;
      /** The id of the linked page. */
      readonly page: string;
      readonly pageParameters: string;
      readonly openInNewTab: boolean;
    }
  | {
      readonly kind: 'path';
      readonly text: string | LocalizedText;
      readonly path?: string;
      readonly action?: string;
    }
  | { readonly kind: 'external'; readonly text: string | LocalizedText; readonly url: string }
  | {
      readonly kind: 'product';
      readonly text: string | LocalizedText;
      readonly productSlug: string;
    }
  | {
      readonly kind: 'service';
      readonly text: string | LocalizedText;
      readonly serviceSlug: string;
    };

/** One body block: `kind` names its GraphQL type (`Image` is served as `ImageBlock`). */
export interface StoredBlock {
  readonly id: string;
  readonly kind: string;
  readonly [field: string]: unknown;
}

export interface StoredTranslation {
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly StoredBlock[];
}

export type StoredTranslations = Readonly<Record<string, StoredTranslation>>;

export interface StoredPage {
  readonly id: string;
  /** Address within the site, without locale prefix or site slug. */
  readonly path: string;
  readonly pageType: string;
  readonly theme: string;
  readonly protection: string;
  /** The language editors write the page in; translations are made from it. */
  readonly sourceLanguage: string;
  /** The published version, per language; empty for a page that exists only as a draft. */
  readonly published: StoredTranslations;
  /** The draft, per language, where it differs from the published version. */
  readonly draft?: StoredTranslations;
  /** Spec 3.2: the canonical address editors name, when it is not the page's own. */
  readonly canonicalUrl?: string;
  /** Spec 3.2: other versions of the page, by `hrefLang`. */
  readonly alternateVersions?: readonly { readonly hrefLang: string; readonly url: string }[];
}

/** A page with the site it belongs to. */
export interface SitePage extends StoredPage {
  readonly siteId: string;
}

export interface StoredSite extends Site {
  /** Languages the site's pages are translated into from their source language. */
  readonly translationTargetLanguages: readonly string[];
}

export interface StoredCountry {
  readonly countryCode: string;
  readonly hidden: boolean;
  readonly supportedLanguages: readonly string[];
  readonly defaultLanguage: string;
  readonly defaultMeasurementSystem: 'Metric' | 'Imperial';
}

export interface StoredLanguage {
  readonly languageCode: string;
  readonly defaultCountry: string;
}

export interface StoredNavigationItem {
  readonly slug: string;
  readonly title: LocalizedText;
  readonly breadcrumbOverride?: LocalizedText;
  readonly items?: readonly StoredNavigationItem[];
  readonly countries?: readonly string[];
  readonly hidden?: boolean;
  readonly hiddenSubItems?: boolean;
  /** The id of the page the item stands for. */
  readonly page?: string;
  readonly path?: string;
  readonly target?: '_self' | '_blank';
  readonly linkTitle?: LocalizedText;
  readonly marketingSection?: {
    readonly logo?: string;
    readonly backgroundColor?: string;
    readonly link?: StoredLink;
  };
  readonly marketingTitle?: LocalizedText;
  readonly marketingDescription?: LocalizedText;
  readonly sections?: readonly {
    readonly title?: LocalizedText;
    readonly items?: readonly StoredNavigationItem[];
  }[];
  /** Shown only in the DRAFT stage: an item an editor has added but not published. */
  readonly draftOnly?: boolean;
  /** What an editor changed on the item but has not published: the DRAFT stage reads it. */
  readonly draft?: {
    readonly title?: LocalizedText;
    readonly hidden?: boolean;
  };
}

export interface StoredNavigation {
  readonly id: string;
  readonly items: readonly StoredNavigationItem[];
}

export interface StoredRedirect {
  readonly previousUrl: string;
  readonly target: StoredLink;
}

export interface StoredTranslationTarget {
  readonly language: string;
  readonly translationState: TranslationState;
  readonly exportedAt: string | null;
  readonly importedAt: string | null;
}

export interface StoredTranslationTargets {
  /** The timestamps of targets derived as Translated from the languages a page exists in. */
  readonly derivedTimestamps: { readonly exportedAt: string; readonly importedAt: string };
  /** Targets kept explicitly, by page id; every other page's targets are derived. */
  readonly pages: Readonly<Record<string, readonly StoredTranslationTarget[]>>;
  /**
   * When an editor last edited a page's source-language content (ISO 8601), by page id; a page
   * not listed has no recorded edit. An edit after a target's export is "source changed".
   */
  readonly sourceEditedAt: Readonly<Record<string, string>>;
}

interface StoredSitePages {
  readonly siteId: string;
  readonly pages: readonly StoredPage[];
}

function withSite(file: StoredSitePages): readonly SitePage[] {
  return file.pages.map((page) => ({ ...page, siteId: file.siteId }));
}

export const storedSites = sites as readonly StoredSite[];
export const storedCountries = countries as readonly StoredCountry[];
export const storedLanguages = languages as readonly StoredLanguage[];

export const storedPages: readonly SitePage[] = [
  mainPages,
  eventsPages,
  productronicaPages,
  wireproPages,
  brandPortalPages,
].flatMap((file) =>
  withSite(file as StoredSitePages).map((page) =>
    pageWithCompanyContacts(pageWithInvestorFigures(page, storedInvestorData)),
  ),
);

export const storedNavigations: readonly StoredNavigation[] = [
  mainNavigation,
  eventsNavigation,
  productronicaNavigation,
  wireproNavigation,
  brandPortalNavigation,
].flatMap((file) => file as readonly StoredNavigation[]);

export const storedRedirects = redirects as readonly StoredRedirect[];
export const storedTranslationTargets = translationTargets as StoredTranslationTargets;
