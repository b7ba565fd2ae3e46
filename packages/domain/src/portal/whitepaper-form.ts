import { z } from 'zod';
import { consentField, emailField } from './form-fields';
import { formMessages } from './form-messages';
import type { FormCheck } from './ticket-form-check';
import { checkForm, requiredText } from './ticket-form-check';

/**
 * Spec portal 2 and 5 (fields not shown; designed): the whitepaper download form asks for e-mail,
 * first and last name, company, country and a ticked consent checkbox, with the licence request's
 * messages and the spec's checkbox message.
 */
export const whitepaperSchema = z.object({
  email: emailField,
  firstName: requiredText(formMessages.firstName),
  lastName: requiredText(formMessages.lastName),
  company: requiredText(formMessages.company),
  country: requiredText(formMessages.country),
  consent: consentField,
});

export type WhitepaperRequest = z.output<typeof whitepaperSchema>;

export interface WhitepaperInput {
  readonly email?: string | null | undefined;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly company?: string | null | undefined;
  readonly country?: string | null | undefined;
  readonly consent?: boolean | null | undefined;
}

/** @usedBy issue 19, forms for visitors */
export function validateWhitepaperRequest(input: WhitepaperInput): FormCheck<WhitepaperRequest> {
  return checkForm(whitepaperSchema, input);
}
