export { AnchorNavigation } from './AnchorNavigation';
export type { AnchorNavigationProps } from './AnchorNavigation';
