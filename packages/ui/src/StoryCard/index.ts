export { StoryCard } from './StoryCard';
export type { StoryCardProps } from './StoryCard';
export { storiesHref, storyAuthorHref, storyHref } from './story-links';
