export { PageLayout } from './PageLayout';
export type { PageLayoutProps } from './PageLayout';
export { usePageActions } from './PageActions';
export type { PageActions } from './PageActions';
