import { z } from 'zod';
import type { TicketClosureReason } from './Ticket';
import { ticketClosureReasons } from './Ticket';
import type { FormCheck } from './ticket-form-check';
import { checkForm, optionalText } from './ticket-form-check';
import { ticketMessages } from './ticket-messages';

export interface TicketClosureInput {
  readonly reason?: string | null | undefined;
  readonly comment?: string | null | undefined;
}

/** A closure the customer is about to send: a reason, and a comment or `null`. */
export interface TicketClosureDraft {
  readonly reason: TicketClosureReason;
  readonly comment: string | null;
}

/** Spec portal 3 and 5: closing needs one of the three reasons; the closing comment is optional. */
export const ticketClosureSchema = z.object({
  reason: z.enum(ticketClosureReasons, { error: ticketMessages.invalid }),
  comment: optionalText,
});

/** @usedBy issue 16, customer portal part 1 */
export function validateTicketClosure(input: TicketClosureInput): FormCheck<TicketClosureDraft> {
  return checkForm(ticketClosureSchema, input);
}
