export { TicketDetail } from './TicketDetail';
export type { TicketDetailProps, TicketDetailState } from './TicketDetail';
