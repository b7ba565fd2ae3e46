import { formMessages } from '../portal/form-messages';
import { licenceRequestSchema } from '../portal/licence-request-form';
import type { FormCheck } from '../portal/ticket-form-check';
import { checkForm, optionalText } from '../portal/ticket-form-check';
import { whitepaperSchema } from '../portal/whitepaper-form';
import { contactSchema } from './contact-form';
import type { FormKind, SubmissionFields } from './FormSubmission';

/**
 * A checkbox as it arrives: `true` from a script's JSON, `"on"` (or `"true"`) from a real `<form>`
 * posted without JavaScript. Anything else stays as it came, so the rule refuses it.
 */
function withConsent(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const consent = input['consent'];
  return consent === 'on' || consent === 'true' ? { ...input, consent: true } : { ...input };
}

/** The stored fields: optional fields left blank (`null`) are left out. */
function submissionFields(value: Readonly<Record<string, unknown>>): SubmissionFields {
  const fields: Record<string, string | boolean> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'boolean') fields[field] = entry;
  }
  return fields;
}

/** The whitepaper form also names the whitepaper asked for (its id), so the record says which. */
const whitepaperSubmissionSchema = whitepaperSchema.extend({ whitepaper: optionalText });

type CheckedFields = Readonly<Record<string, string | boolean | null>>;

function check(form: FormKind, input: Record<string, unknown>): FormCheck<CheckedFields> {
  switch (form) {
    case 'contact':
      return checkForm(contactSchema, input);
    case 'licence-request':
      return checkForm(licenceRequestSchema, input);
    case 'whitepaper':
      return checkForm(whitepaperSubmissionSchema, input);
    default:
      form satisfies never;
      return { ok: false, problems: [{ field: 'form', message: formMessages.invalid }] };
  }
}

/**
 * Spec portal 2 and 5: each visitor form's fields checked by its own rule (the contact form, the
 * open-source licence request, the whitepaper download), whatever the body held. Never throws: a
 * body that is no object, or a form that does not exist, is a problem of the field `form`.
 * @usedBy issue 19, forms for visitors
 */
export function validateSubmission(form: FormKind, input: unknown): FormCheck<SubmissionFields> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ field: 'form', message: formMessages.invalid }] };
  }
  const result = check(form, withConsent(input as Readonly<Record<string, unknown>>));
  return result.ok ? { ok: true, value: submissionFields(result.value) } : result;
}
