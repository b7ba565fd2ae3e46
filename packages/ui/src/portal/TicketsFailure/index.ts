export { TicketsFailure } from './TicketsFailure';
export type { TicketsFailureProps } from './TicketsFailure';
