import { z } from 'zod';
import { emailField } from './form-fields';
import { formMessages } from './form-messages';
import type { FormCheck } from './ticket-form-check';
import { checkForm, requiredText } from './ticket-form-check';

/**
 * Spec portal 5: inviting a user needs a valid e-mail address and the organization (its id) that
 * the application access is assigned to.
 */
export const inviteSchema = z.object({
  email: emailField,
  organizationId: requiredText(formMessages.organization),
});

export type InviteDraft = z.output<typeof inviteSchema>;

export type InviteInput = Partial<Readonly<Record<keyof InviteDraft, string | null | undefined>>>;

/** @usedBy issue 17, portal part 2: account settings and user administration */
export function validateInvite(input: InviteInput): FormCheck<InviteDraft> {
  return checkForm(inviteSchema, input);
}
