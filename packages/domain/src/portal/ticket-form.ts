import { z } from 'zod';
import type { TicketType } from './Ticket';
import { ticketTypes } from './Ticket';
import type { FormCheck } from './ticket-form-check';
import { checkForm, optionalText, requiredText } from './ticket-form-check';
import { ticketMessages } from './ticket-messages';

/** What the ticket form holds while the customer fills it in. */
export type TicketFormInput = Partial<
  Readonly<Record<keyof TicketDraft, string | null | undefined>>
>;

/** A ticket the customer is about to open: the ticket form, checked and trimmed. */
export interface TicketDraft {
  /** The id of the location (account) the ticket is for. */
  readonly location: string;
  readonly type: TicketType;
  /** The machine concerned. */
  readonly concern: string;
  /** The machine's name, optional. */
  readonly machine: string | null;
  readonly serialNumber: string | null;
  readonly subject: string;
  readonly description: string;
}

/** Spec portal 5, ticket form: five required fields, machine name and serial number optional. */
export const ticketFormSchema = z.object({
  location: requiredText(ticketMessages.location),
  type: z.enum(ticketTypes, { error: ticketMessages.invalid }),
  concern: requiredText(ticketMessages.invalid),
  machine: optionalText,
  serialNumber: optionalText,
  subject: requiredText(ticketMessages.subject),
  description: requiredText(ticketMessages.invalid),
});

/** @usedBy issue 16, customer portal part 1 */
export function validateTicketForm(input: TicketFormInput): FormCheck<TicketDraft> {
  return checkForm(ticketFormSchema, input);
}
