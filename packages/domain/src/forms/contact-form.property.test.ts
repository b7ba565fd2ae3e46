import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formMessages } from '../portal/form-messages';
import { contactMessages, isPlausiblePhone, validateContactRequest } from './contact-form';

const text = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
const form = fc.record(
  {
    name: text,
    email: fc.option(fc.oneof(fc.emailAddress(), fc.string()), { nil: undefined }),
    company: text,
    country: text,
    phone: fc.option(fc.oneof(fc.string({ unit: fc.constantFrom(...'+0123456789 ()-./x') })), {
      nil: undefined,
    }),
    message: text,
    consent: fc.option(fc.boolean(), { nil: undefined }),
    product: text,
  },
  { requiredKeys: [] },
);

const messages: readonly string[] = [
  ...Object.values(formMessages),
  ...Object.values(contactMessages),
];

test.prop([form])('every problem carries a message of the forms, one a field', (input) => {
  const check = validateContactRequest(input);
  if (check.ok) return;
  const fields = check.problems.map((problem) => problem.field);
  expect(new Set(fields).size).toBe(fields.length);
  for (const problem of check.problems) expect(messages).toContain(problem.message);
});

test.prop([form])('an accepted request has the required texts and a dialable phone', (input) => {
  const check = validateContactRequest(input);
  if (!check.ok) return;
  const { name, company, country, message, phone, consent } = check.value;
  for (const value of [name, company, country, message]) {
    expect(value).toBe(value.trim());
    expect(value).not.toBe('');
  }
  expect(consent).toBe(true);
  if (phone !== null) expect(isPlausiblePhone(phone)).toBe(true);
});

test.prop([fc.string({ unit: fc.constantFrom(...'0123456789 -'), minLength: 1 })])(
  'a phone number of digits is plausible exactly when it has 6 to 15 of them',
  (phone) => {
    const digits = phone.replace(/\D/g, '').length;
    expect(isPlausiblePhone(phone)).toBe(digits >= 6 && digits <= 15);
  },
);
