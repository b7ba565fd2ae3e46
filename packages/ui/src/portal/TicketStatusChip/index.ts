export { TicketStatusChip } from './TicketStatusChip';
export type { TicketStatusChipProps } from './TicketStatusChip';
