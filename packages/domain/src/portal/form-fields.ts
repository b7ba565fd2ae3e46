import { z } from 'zod';
import { formMessages } from './form-messages';

/** A valid e-mail address, trimmed; anything else gets the spec's e-mail message. */
export const emailField = z
  .string({ error: formMessages.email })
  .trim()
  .pipe(z.email({ error: formMessages.email }));

/** A checkbox that must be ticked (`true`); anything else gets the spec's checkbox message. */
export const consentField = z.literal(true, { error: formMessages.checkbox });
