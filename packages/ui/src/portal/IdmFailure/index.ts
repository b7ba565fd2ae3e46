export { IdmFailure } from './IdmFailure';
export type { IdmFailureProps } from './IdmFailure';
