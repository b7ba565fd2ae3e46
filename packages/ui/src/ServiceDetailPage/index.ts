export { ServiceDetailPage } from './ServiceDetailPage';
export type { ServiceDetailPageProps } from './ServiceDetailPage';
