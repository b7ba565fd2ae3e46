import type { BodyBlockType } from '@kmx/domain/content';

/** The block kinds of the content model (`BodyBlock`) the preview names; any other is unknown. */
export type KnownBlockType = Exclude<BodyBlockType, 'Unknown'>;

/** One body block as the preview shows it: text as text, every other kind as a labelled outline. */
export type PreviewBlock =
  | { readonly id: string; readonly kind: 'text'; readonly html: string }
  | { readonly id: string; readonly kind: 'outline'; readonly type: KnownBlockType }
  /** A kind the content model does not have: the notice editors see (`UnknownBlockNotice`). */
  | { readonly id: string; readonly kind: 'unknown'; readonly typeName: string };

/** A page in one stage and language, as far as the preview shows it. */
export interface PreviewPage {
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly PreviewBlock[];
}

/** What the preview of a page shows. */
export type PreviewState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly page: PreviewPage }
  /** The page does not exist in this stage and language (a draft-only page asked as published). */
  | { readonly kind: 'not-found' }
  /** The draft proxy refuses protected pages (spec public-site 6). */
  | { readonly kind: 'protected' }
  | { readonly kind: 'failed' };
