export { TicketTime } from './TicketTime';
