export { LocationsDirectory } from './LocationsDirectory';
export type { LocationsDirectoryProps } from './LocationsDirectory';
export { LocationCard } from './LocationCard';
export type { LocationCardProps } from './LocationCard';
export { LocationsFilter } from './LocationsFilter';
export type { LocationsFilterProps } from './LocationsFilter';
