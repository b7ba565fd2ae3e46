import type { ContentImage } from './ContentImage';

/** Spec public-site 3.8. */
export interface NewsFeedItem {
  readonly id: string;
  readonly title: string;
  /** May contain markup. */
  readonly text: string;
  readonly image: ContentImage | null;
  readonly link: string | null;
  /** ISO 8601 date. */
  readonly publicationDate: string;
}
