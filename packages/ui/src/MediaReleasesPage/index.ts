export { MediaReleasesPage } from './MediaReleasesPage';
export type { MediaReleasesPageProps } from './MediaReleasesPage';
