import type { FlashMessageData } from './FlashMessageData';

/** Spec public-site 3.2. */
export type PageProtection = 'none' | 'password' | { readonly role: string };

export type ContentBlock =
  | { readonly id: string; readonly type: 'RichText'; readonly html: string }
  | { readonly id: string; readonly type: 'FlashMessage'; readonly message: FlashMessageData }
  | { readonly id: string; readonly type: 'Unknown'; readonly typeName: string };

export interface Page {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly url: string;
  readonly pageType: string;
  readonly theme: string;
  readonly contentLanguage: string;
  readonly isLanguageFallback: boolean;
  readonly isPublished: boolean;
  readonly protection: PageProtection;
  readonly description: string;
  readonly blocks: readonly ContentBlock[];
}
