export { SiteApp } from './SiteApp';
export type { SiteAppProps } from './SiteApp';
export { preloadAllSiteViews, preloadSiteView } from './site-views';
