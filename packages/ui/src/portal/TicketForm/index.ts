export { TicketForm } from './TicketForm';
export type { TicketFormField, TicketFormProps, TicketFormValues } from './TicketForm';
