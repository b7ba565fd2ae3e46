import type { TranslationTarget } from '../content/TranslationTarget';
import type { ContentStage } from '../ports/ContentSource';

/** What the editor area knows of one page's translation (spec public-site 3.2, 3.3, 7). */
export interface EditorPageTranslation {
  readonly sourceLanguage: string;
  /**
   * ISO 8601: when the page's source-language content was last edited, `null` when the content
   * service never recorded an edit. A target exported before it is "source changed since export".
   */
  readonly sourceEditedAt: string | null;
  readonly targetLanguages: readonly TranslationTarget[];
}

/** One page of a site as the content service lists it for the editor area, in one stage. */
export interface EditorPage {
  readonly id: string;
  /** In the language asked for, else in the page's source language. */
  readonly title: string;
  /** The address within the site, without locale prefix or site slug: `/company/history`. */
  readonly path: string;
  /** Whether a published version exists: `false` for a page that exists only as a draft. */
  readonly isPublished: boolean;
  /** The languages the page exists in, in the stage read. */
  readonly languages: readonly string[];
  /** `none`, `password` or the name of an identity-provider role (spec 3.2). */
  readonly protection: string;
  readonly translation: EditorPageTranslation;
}

/** One row of the editor's page tree: a navigation item (or an unlisted page) with its page. */
export interface EditorTreeItem {
  readonly title: string;
  /** The address within the site: `/company/history`. */
  readonly path: string;
  /** The public address in the language asked for, as the site links it: `/de/company`. */
  readonly url: string;
  /** Hidden from the navigation (spec 3.4); editors see it, marked. */
  readonly hidden: boolean;
  /** Its sub-items are hidden from the navigation (spec 3.4). */
  readonly hiddenSubItems: boolean;
  /** The page the item stands for; `null` for an item of no page (a catalogue, an outside link). */
  readonly page: EditorPage | null;
  readonly items: readonly EditorTreeItem[];
}

/** The answer of `GET /api/site-navigation/editor/{siteId}?lang=&stage=` (spec public-site 7). */
export interface EditorNavigation {
  readonly siteId: string;
  readonly language: string;
  readonly stage: ContentStage;
  /** The site's header navigation in that stage, hidden items included. */
  readonly items: readonly EditorTreeItem[];
  /** The site's pages no navigation item stands for (imprint, error page, …), by address. */
  readonly otherPages: readonly EditorTreeItem[];
}

/** A site the editor may choose, with the languages it is offered in. */
export interface EditorSite {
  readonly id: string;
  readonly name: string;
  /** The site's path slug (`events`), `null` for the main site: its public addresses need it. */
  readonly slug: string | null;
  readonly languages: readonly string[];
}
