import type { StoryContact } from './Story';
import type { StoryTeaser } from './StoryTeaser';

/** A story contact on the authors list (spec public-site 2.1, `/stories/contacts`). */
export interface StoryAuthor extends StoryContact {
  /** Job title, in the language asked for. */
  readonly role: string;
  readonly biography: string;
  readonly storyCount: number;
}

/** The page of one author (`/stories/contacts/{author}`): the author and their stories, newest first. */
export interface StoriesByAuthor {
  readonly author: StoryAuthor;
  readonly stories: readonly StoryTeaser[];
}
