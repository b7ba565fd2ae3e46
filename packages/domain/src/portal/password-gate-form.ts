import { z } from 'zod';
import { formMessages } from './form-messages';
import type { FormCheck } from './ticket-form-check';
import { checkForm } from './ticket-form-check';

/**
 * Spec portal 5: the password gate of protected pages ("Please enter a password"). A password of
 * spaces only counts as none, as in `passwordGateError`; a given password is kept exactly as typed.
 */
export const passwordGateSchema = z.object({
  password: z
    .string({ error: formMessages.password })
    .refine((password) => password.trim() !== '', { error: formMessages.password }),
});

export interface PasswordGateInput {
  readonly password?: string | null | undefined;
}

/** @usedBy issue 18, editor area */
export function validatePasswordGate(
  input: PasswordGateInput,
): FormCheck<{ readonly password: string }> {
  return checkForm(passwordGateSchema, input);
}
