export { SiteServicesProvider, useSiteServices } from './SiteServicesProvider';
export type { ComparisonProductsRequest, NewsFeedPageRequest, SiteServices } from './SiteServices';
export type { FormAnswer, FormServices, SentFields } from './FormServices';
