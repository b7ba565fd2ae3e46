import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateWhitepaperRequest } from './whitepaper-form';

const name = fc.string({ minLength: 1, maxLength: 10 }).filter((text) => text.trim() !== '');

test.prop([fc.emailAddress(), name, name, name, name, fc.option(fc.boolean(), { nil: undefined })])(
  'a filled form is accepted exactly when the checkbox is ticked',
  (email, firstName, lastName, company, country, consent) => {
    const check = validateWhitepaperRequest({
      email,
      firstName,
      lastName,
      company,
      country,
      consent,
    });
    const emailOk = validateWhitepaperRequest({
      email,
      firstName,
      lastName,
      company,
      country,
      consent: true,
    }).ok;
    fc.pre(emailOk);
    expect(check.ok).toBe(consent === true);
  },
);
