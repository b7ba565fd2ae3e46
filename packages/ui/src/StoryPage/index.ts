export { StoryPage } from './StoryPage';
export type { StoryPageProps } from './StoryPage';
