import type { StoryDetail } from '@kmx/domain/content';
import { sanitiseMarkup } from './sanitise-markup';

/** A story's body is CMS markup: it keeps its formatting and links, never scripts or handlers. */
export function sanitisedStory(story: StoryDetail): StoryDetail {
  return { ...story, body: sanitiseMarkup(story.body) };
}
