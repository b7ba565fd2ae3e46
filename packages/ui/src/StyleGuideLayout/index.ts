export { StyleGuideLayout } from './StyleGuideLayout';
export type { StyleGuideLayoutProps } from './StyleGuideLayout';
export { styleGuideSections } from './style-guide-sections';
export type { StyleGuideSection } from './style-guide-sections';
