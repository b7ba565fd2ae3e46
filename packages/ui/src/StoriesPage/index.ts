export { StoriesPage } from './StoriesPage';
export type { StoriesPageProps } from './StoriesPage';
