import { z } from 'zod';
import { ticketMessages } from './ticket-messages';

/** One field the customer has to correct, with the message to show beside it. */
export interface TicketProblem {
  readonly field: string;
  readonly message: string;
}

/** The outcome of checking a form: the cleaned value, or what to correct. */
export type FormCheck<Value> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly problems: readonly TicketProblem[] };

/**
 * A required text: blank (only spaces) counts as missing, because a subject of spaces is a slip,
 * not an answer. The value is trimmed.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** An optional text: missing, `null` and blank all become `null`; the value is trimmed. */
export const optionalText = z
  .string({ error: ticketMessages.invalid })
  .nullish()
  .transform((text) => {
    const trimmed = text?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  });

/** Checks `input` with `schema`; one problem a field, the first one zod reports, in field order. */
export function checkForm<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): FormCheck<z.output<Schema>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.length === 0 ? 'form' : String(issue.path[0]);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  return { ok: false, problems: [...problems].map(([field, message]) => ({ field, message })) };
}
