export { StoryAuthorsPage } from './StoryAuthorsPage';
export type { StoryAuthorsPageProps } from './StoryAuthorsPage';
