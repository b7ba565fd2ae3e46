export { ComparePanel } from './ComparePanel';
export type { ComparePanelProps } from './ComparePanel';
