import { z } from 'zod';
import type { FormCheck } from './ticket-form-check';
import { checkForm, requiredText } from './ticket-form-check';
import { ticketMessages } from './ticket-messages';

export interface TicketCommentInput {
  readonly text?: string | null | undefined;
}

/** Spec portal 5: a comment is required (Please enter a comment). */
export const ticketCommentSchema = z.object({ text: requiredText(ticketMessages.comment) });

/** @usedBy issue 16, customer portal part 1 */
export function validateTicketComment(
  input: TicketCommentInput,
): FormCheck<{ readonly text: string }> {
  return checkForm(ticketCommentSchema, input);
}
