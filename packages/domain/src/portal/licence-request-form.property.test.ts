import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formMessages } from './form-messages';
import { validateLicenceRequest } from './licence-request-form';

const text = fc.option(fc.string({ maxLength: 10 }), { nil: undefined });
const form = fc.record(
  {
    email: fc.option(fc.oneof(fc.emailAddress(), fc.string()), { nil: undefined }),
    firstName: text,
    lastName: text,
    company: text,
    country: text,
    product: text,
    serialNumber: text,
    details: text,
  },
  { requiredKeys: [] },
);

test.prop([form])('a blank or missing field is always named, with its own message', (input) => {
  const check = validateLicenceRequest(input);
  const blank = Object.entries(input).filter(
    ([field, value]) => field !== 'email' && (value === undefined || value.trim() === ''),
  );
  const missing = [
    'firstName',
    'lastName',
    'company',
    'country',
    'product',
    'serialNumber',
    'details',
  ].filter((field) => !(field in input));
  if (blank.length + missing.length > 0) expect(check.ok).toBe(false);
  if (!check.ok) {
    const messages: readonly string[] = Object.values(formMessages);
    for (const problem of check.problems) expect(messages).toContain(problem.message);
  }
});

test.prop([form])('an accepted request has no blank text', (input) => {
  const check = validateLicenceRequest(input);
  if (!check.ok) return;
  for (const value of Object.values(check.value)) {
    expect(value).toBe(value.trim());
    expect(value).not.toBe('');
  }
});
