export { SiteApp } from './SiteApp';
export type { SiteAppProps } from './SiteApp';
