import type { BodyBlock, FlashMessageBlock, RichTextBlock, UnknownBlock } from './BodyBlock';

/** Spec public-site 3.2. */
export type PageProtection = 'none' | 'password' | { readonly role: string };

/**
 * The block kinds every renderer handles today; any other kind arrives here as `Unknown` (with its
 * typed form in `Page.body`), so a renderer registry keyed by this union stays complete.
 */
export type ContentBlock = RichTextBlock | FlashMessageBlock | UnknownBlock;

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
  readonly blocks: readonly ContentBlock[];
  /** The same blocks with every kind typed (image, table, teaser...), in the same order. */
  readonly body: readonly BodyBlock[];
}
