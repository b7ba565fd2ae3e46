export { ClassificationPage } from './ClassificationPage';
export type { ClassificationPageProps } from './ClassificationPage';
