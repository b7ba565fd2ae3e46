export { ComparisonView } from './ComparisonView';
export type { ComparisonViewProps } from './ComparisonView';
export { ComparisonControls } from './ComparisonControls';
export type { ComparisonControlsProps } from './ComparisonControls';
export { ComparisonTable } from './ComparisonTable';
export type { ComparisonTableProps } from './ComparisonTable';
export { ComparedProductRows } from './ComparedProductRows';
export type { ComparedProductRowsProps } from './ComparedProductRows';
export { comparisonViewModel } from './comparison-view-model';
