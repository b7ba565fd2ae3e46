export { TicketTime } from './TicketTime';
export type { TicketTimeProps } from './TicketTime';
