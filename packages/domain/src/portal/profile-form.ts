import { z } from 'zod';
import { formMessages } from './form-messages';
import type { FormCheck } from './ticket-form-check';
import { checkForm, optionalText, requiredText } from './ticket-form-check';

/**
 * Spec portal 3 and 5: the editable profile. First and last name are required; the other fields are
 * optional and a blank one is kept as `null`. The e-mail address is the sign-in identity and is not
 * edited here.
 */
export const profileSchema = z.object({
  firstName: requiredText(formMessages.firstName),
  lastName: requiredText(formMessages.lastName),
  company: optionalText,
  telephone: optionalText,
  address: optionalText,
  postalCode: optionalText,
  city: optionalText,
  country: optionalText,
  language: optionalText,
});

export type ProfileDraft = z.output<typeof profileSchema>;

export type ProfileInput = Partial<Readonly<Record<keyof ProfileDraft, string | null | undefined>>>;

/** @usedBy issue 17, portal part 2: account settings and user administration */
export function validateProfile(input: ProfileInput): FormCheck<ProfileDraft> {
  return checkForm(profileSchema, input);
}
