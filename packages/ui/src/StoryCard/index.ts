export { StoryCard } from './StoryCard';
export type { StoryCardProps } from './StoryCard';
export {
  frameLinkContext,
  storiesHref,
  storyAuthorHref,
  storyAuthorsHref,
  storyHref,
} from './story-links';
