import { z } from 'zod';
import { emailField } from './form-fields';
import { formMessages } from './form-messages';
import type { FormCheck } from './ticket-form-check';
import { checkForm, requiredText } from './ticket-form-check';

/**
 * Spec portal 5: the open-source licence request form. Every field is required, each with the
 * spec's message (last name's message is not shown in the spec: "Please enter your last name").
 */
export const licenceRequestSchema = z.object({
  email: emailField,
  firstName: requiredText(formMessages.firstName),
  lastName: requiredText(formMessages.lastName),
  company: requiredText(formMessages.company),
  country: requiredText(formMessages.country),
  product: requiredText(formMessages.product),
  serialNumber: requiredText(formMessages.serialNumber),
  details: requiredText(formMessages.details),
});

export type LicenceRequest = z.output<typeof licenceRequestSchema>;

/** What the licence request form holds while the visitor fills it in. */
export type LicenceRequestInput = Partial<
  Readonly<Record<keyof LicenceRequest, string | null | undefined>>
>;

/** @usedBy issue 19, forms for visitors */
export function validateLicenceRequest(input: LicenceRequestInput): FormCheck<LicenceRequest> {
  return checkForm(licenceRequestSchema, input);
}
