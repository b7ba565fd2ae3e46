export { ComparisonView } from './ComparisonView';
export type { ComparisonViewProps } from './ComparisonView';
