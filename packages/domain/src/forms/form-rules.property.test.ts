import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formMessages } from '../portal/form-messages';
import { contactMessages } from './contact-form';
import { formKinds } from './FormSubmission';
import { validateSubmission } from './form-rules';

const messages: readonly string[] = [
  ...Object.values(formMessages),
  ...Object.values(contactMessages),
];
const fieldNames = fc.constantFrom(
  'name',
  'email',
  'company',
  'country',
  'phone',
  'message',
  'consent',
  'product',
  'firstName',
  'lastName',
  'serialNumber',
  'details',
  '__proto__',
  'constructor',
  'website',
);
const body = fc.oneof(
  fc.anything(),
  fc.dictionary(fieldNames, fc.oneof(fc.string(), fc.boolean(), fc.anything())),
);

test.prop([fc.constantFrom(...formKinds), body])(
  'never throws: any body is accepted or answered with messages of the forms',
  (form, input) => {
    const check = validateSubmission(form, input);
    if (check.ok) {
      for (const value of Object.values(check.value)) {
        expect(['string', 'boolean']).toContain(typeof value);
      }
    } else {
      expect(check.problems.length).toBeGreaterThan(0);
      for (const problem of check.problems) expect(messages).toContain(problem.message);
    }
  },
);

test.prop([fc.constantFrom(...formKinds), fc.dictionary(fieldNames, fc.string())])(
  'never keeps a field the form does not ask for',
  (form, input) => {
    const check = validateSubmission(form, { ...input, website: 'https://spam.example' });
    if (check.ok) expect(Object.keys(check.value)).not.toContain('website');
  },
);
