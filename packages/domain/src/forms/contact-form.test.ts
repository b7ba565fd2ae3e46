import { describe, expect, it } from 'vitest';
import { isPlausiblePhone, validateContactRequest } from './contact-form';

const filled = {
  name: ' Anna Muster ',
  email: 'anna.muster@example.com',
  company: 'Muster AG',
  country: 'Switzerland',
  phone: '+41 41 455 00 00',
  message: 'Please call me about a Zeta 640 for our plant.',
  consent: true,
};

describe('the Talk to an Expert form (spec public-site 2.5)', () => {
  it('accepts a complete request, trimmed, without a product when sent from any page', () => {
    expect(validateContactRequest(filled)).toEqual({
      ok: true,
      value: { ...filled, name: 'Anna Muster', product: null },
    });
  });

  it('names the product when sent from a product page', () => {
    const check = validateContactRequest({ ...filled, product: ' Zeta 640 ' });
    expect(check).toMatchObject({ ok: true, value: { product: 'Zeta 640' } });
  });

  it('takes no phone number: it is optional', () => {
    const check = validateContactRequest({ ...filled, phone: '  ' });
    expect(check).toMatchObject({ ok: true, value: { phone: null } });
  });

  it('requires every other field, each with its message', () => {
    expect(validateContactRequest({})).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: 'Please enter your name' },
        { field: 'email', message: 'Please provide a valid email address' },
        { field: 'company', message: 'Please enter the company you work for' },
        { field: 'country', message: "Please enter the country you're in" },
        { field: 'message', message: 'Please enter your message' },
        { field: 'consent', message: 'Please select the checkbox to continue' },
      ],
    });
  });

  it('refuses a phone number nobody could dial and an unticked consent', () => {
    expect(validateContactRequest({ ...filled, phone: 'call me', consent: false })).toEqual({
      ok: false,
      problems: [
        { field: 'phone', message: 'Please enter a valid phone number' },
        { field: 'consent', message: 'Please select the checkbox to continue' },
      ],
    });
  });
});

describe('a plausible phone number', () => {
  it.each(['+41 41 455 00 00', '+41 (0)41 455-00-00', '041 455 00 00', '0041.41.455.00.00'])(
    'is %s',
    (phone) => {
      expect(isPlausiblePhone(phone)).toBe(true);
    },
  );

  it.each(['12345', '+41 41 455 00 00 00 000', '41 +455 00 00', 'call 041 455 00 00', ''])(
    'is not %s',
    (phone) => {
      expect(isPlausiblePhone(phone)).toBe(false);
    },
  );
});
