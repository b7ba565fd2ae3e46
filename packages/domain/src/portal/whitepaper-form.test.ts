import { describe, expect, it } from 'vitest';
import { validateWhitepaperRequest } from './whitepaper-form';

const filled = {
  email: 'anna.muster@example.com',
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster AG',
  country: 'CH',
  consent: true,
};

describe('the whitepaper form', () => {
  it('accepts a complete form with consent', () => {
    expect(validateWhitepaperRequest(filled)).toEqual({ ok: true, value: filled });
  });

  it('asks for the checkbox with the spec message', () => {
    for (const consent of [false, undefined, null]) {
      expect(validateWhitepaperRequest({ ...filled, consent })).toEqual({
        ok: false,
        problems: [{ field: 'consent', message: 'Please select the checkbox to continue' }],
      });
    }
  });

  it('requires e-mail, names, company and country', () => {
    const check = validateWhitepaperRequest({ consent: true });
    expect(check.ok ? [] : check.problems.map((problem) => problem.field)).toEqual([
      'email',
      'firstName',
      'lastName',
      'company',
      'country',
    ]);
  });
});
