export { PageModules } from './PageModules';
export type { PageModulesProps } from './PageModules';
