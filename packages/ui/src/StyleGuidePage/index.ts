export { StyleGuidePage } from './StyleGuidePage';
export type { StyleGuidePageProps } from './StyleGuidePage';
