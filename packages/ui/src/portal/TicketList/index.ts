export { TicketList } from './TicketList';
export type { TicketListProps, TicketListState } from './TicketList';
