export { MainNavigation } from './MainNavigation';
export type { MainNavigationProps } from './MainNavigation';
