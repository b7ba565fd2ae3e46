export { PageTreeFilters } from './PageTreeFilters';
