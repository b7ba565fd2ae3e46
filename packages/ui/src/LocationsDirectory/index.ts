export { LocationsDirectory } from './LocationsDirectory';
export type { LocationsDirectoryProps } from './LocationsDirectory';
