export { PageTreeView } from './PageTreeView';
export type { PageTreeLoad, PageTreeViewProps } from './PageTreeView';
