import type { Story } from './Story';

/** A story in a list (spec public-site 2.5, stories overview): what the filters and badges need. */
export interface StoryTeaser extends Story {
  /** Stable key of the category, for the category filter; `category` is its name in the language. */
  readonly categoryKey: string | null;
  /** For the "videos only" filter and a video badge. */
  readonly hasVideo: boolean;
}
