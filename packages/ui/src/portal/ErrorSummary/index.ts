export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps, SummaryProblem } from './ErrorSummary';
