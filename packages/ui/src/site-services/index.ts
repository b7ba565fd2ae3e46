export { SiteServicesProvider, useSiteServices } from './SiteServicesProvider';
export type {
  ComparisonProductsRequest,
  CountriesRequest,
  NewsFeedPageRequest,
  SiteServices,
} from './SiteServices';
