import { z } from 'zod';
import { consentField, emailField } from '../portal/form-fields';
import { formMessages } from '../portal/form-messages';
import type { FormCheck } from '../portal/ticket-form-check';
import { checkForm, optionalText, requiredText } from '../portal/ticket-form-check';

/**
 * The contact form's own messages: the spec words none of them, so they follow the pattern of the
 * licence request's ("Please enter your first name"); docs/domain-choices.md lists them.
 */
export const contactMessages = {
  name: 'Please enter your name',
  phone: 'Please enter a valid phone number',
  message: 'Please enter your message',
} as const;

/**
 * A phone number as people write it (`+41 41 455 00 00`, `+41 (0)41 455-00-00`): digits with
 * spaces, dots, dashes, slashes and brackets between them and at most a leading plus; 6 to 15
 * digits, the most a dialable number has (ITU-T E.164).
 */
const phonePattern = /^\+?[\d\s().\-/]+$/;
const phoneDigits = { min: 6, max: 15 } as const;

/** True when `phone` looks like a number someone could dial. */
export function isPlausiblePhone(phone: string): boolean {
  if (!phonePattern.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/** Optional; when given, it must look like a phone number. Blank becomes `null`. */
const phoneField = z
  .string({ error: contactMessages.phone })
  .nullish()
  .transform((text) => {
    const trimmed = text?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  })
  .refine((phone) => phone === null || isPlausiblePhone(phone), { error: contactMessages.phone });

/**
 * Spec public-site 2.5 and portal 2 (fields not shown; designed): the "Talk to an Expert" form asks
 * for name, e-mail, company, country, an optional phone number, the message and a ticked consent;
 * sent from a product page it names the product. The shared fields keep the licence request's
 * messages and the spec's e-mail and checkbox messages.
 */
export const contactSchema = z.object({
  name: requiredText(contactMessages.name),
  email: emailField,
  company: requiredText(formMessages.company),
  country: requiredText(formMessages.country),
  phone: phoneField,
  message: requiredText(contactMessages.message),
  consent: consentField,
  product: optionalText,
});

export type ContactRequest = z.output<typeof contactSchema>;

/** What the contact form holds while the visitor fills it in. */
export interface ContactInput {
  readonly name?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly company?: string | null | undefined;
  readonly country?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly message?: string | null | undefined;
  readonly consent?: boolean | null | undefined;
  readonly product?: string | null | undefined;
}

/** @usedBy issue 19, forms for visitors */
export function validateContactRequest(input: ContactInput): FormCheck<ContactRequest> {
  return checkForm(contactSchema, input);
}
