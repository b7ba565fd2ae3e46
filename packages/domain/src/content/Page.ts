import type { BodyBlock } from './BodyBlock';

/** Spec public-site 3.2. */
export type PageProtection = 'none' | 'password' | { readonly role: string };

/**
 * A body block of a page: every kind the content model has, typed. A kind the content service
 * sends that this union does not know arrives as `Unknown` (DESIGN.md: pluggable renderers).
 */
export type ContentBlock = BodyBlock;

/** Spec public-site 3.2: another address of the page, for a language or region (`hreflang`). */
export interface AlternateVersion {
  /** A language (`de`), a language and region (`de-CH`) or `x-default`. */
  readonly hrefLang: string;
  /** An absolute https address, or a path within the page's site. */
  readonly url: string;
}

export interface Page {
  readonly id: string;
  /** The site the page belongs to; a page looked up by id may come from any site. */
  readonly siteId: string;
  readonly title: string;
  readonly slug: string;
  /** The page's address within its site, without locale prefix or site slug, e.g. `/company`. */
  readonly url: string;
  readonly pageType: string;
  readonly theme: string;
  readonly contentLanguage: string;
  /** The content is not in the first language asked for. */
  readonly isLanguageFallback: boolean;
  /** None of the languages asked for exists: the content is in the page's source language. */
  readonly isLanguageUnavailable: boolean;
  /** Every language the page exists in (in the stage read), for language alternates. */
  readonly languages: readonly string[];
  readonly isPublished: boolean;
  readonly protection: PageProtection;
  readonly description: string;
  /** The page's body, in reading order. */
  readonly blocks: readonly ContentBlock[];
  /**
   * Spec 3.2: the address editors name as the page's canonical one (a path within the site or an
   * absolute https address), when it is not the page's own.
   */
  readonly canonicalUrl?: string;
  /** Spec 3.2: addresses of the page's other versions, named by editors beside the site's own. */
  readonly alternateVersions?: readonly AlternateVersion[];
}
