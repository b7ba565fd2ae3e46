export { CloseTicketForm } from './CloseTicketForm';
export type { CloseTicketFormProps } from './CloseTicketForm';
