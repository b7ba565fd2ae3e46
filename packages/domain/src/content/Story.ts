import type { ContentImage } from './ContentImage';

/** Spec public-site 3.8: an author of stories. */
export interface StoryContact {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly image: ContentImage | null;
}

/** Spec public-site 3.8. */
export interface Story {
  readonly id: string;
  readonly slug: string;
  /** ISO 8601 date. */
  readonly publicationDate: string;
  readonly title: string;
  readonly leadText: string;
  readonly storyContacts: readonly StoryContact[];
  readonly image: ContentImage | null;
  readonly category: string | null;
}
