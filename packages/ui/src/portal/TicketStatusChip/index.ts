export { TicketStatusChip } from './TicketStatusChip';
