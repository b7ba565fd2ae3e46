export { StoryAuthorPage } from './StoryAuthorPage';
export type { StoryAuthorPageProps } from './StoryAuthorPage';
