export { ErrorSummary } from './ErrorSummary';
