import type { BodyBlock } from './BodyBlock';

/** Spec public-site 3.2. */
export type PageProtection = 'none' | 'password' | { readonly role: string };

/**
 * A body block of a page: every kind the content model has, typed. A kind the content service
 * sends that this union does not know arrives as `Unknown` (DESIGN.md: pluggable renderers).
 */
export type ContentBlock = BodyBlock;

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
}
