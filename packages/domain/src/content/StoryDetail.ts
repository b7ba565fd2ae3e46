import type { ContentImage } from './ContentImage';
import type { StoryTeaser } from './StoryTeaser';

export interface StoryVideo {
  readonly url: string;
  readonly thumbnail: ContentImage | null;
}

/** One story on its own page (spec public-site 2.1, `/stories/{slug}`). */
export interface StoryDetail extends StoryTeaser {
  /** The story's text; contains markup. */
  readonly body: string;
  readonly video: StoryVideo | null;
  /** Products the story names, for links and for the product page's related stories. */
  readonly relatedProductSlugs: readonly string[];
  /** The language the text is in, which may be a fallback of the one asked for. */
  readonly contentLanguage: string;
}
