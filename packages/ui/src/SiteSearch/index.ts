export { SiteSearch } from './SiteSearch';
export type { SiteSearchProps } from './SiteSearch';
