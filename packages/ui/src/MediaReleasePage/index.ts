export { MediaReleasePage } from './MediaReleasePage';
export type { MediaReleasePageProps } from './MediaReleasePage';
