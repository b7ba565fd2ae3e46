import { describe, expect, it } from 'vitest';
import { validateLicenceRequest } from './licence-request-form';

const filled = {
  email: ' anna.muster@example.com ',
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster AG',
  country: 'Switzerland',
  product: 'Zeta 640',
  serialNumber: 'SN-12345',
  details: 'Please send the licence texts of the open-source components.',
};

describe('the licence request form (spec portal 5)', () => {
  it('accepts a complete request, trimmed', () => {
    expect(validateLicenceRequest(filled)).toEqual({
      ok: true,
      value: { ...filled, email: 'anna.muster@example.com' },
    });
  });

  it('requires every field, each with the spec message', () => {
    expect(validateLicenceRequest({})).toEqual({
      ok: false,
      problems: [
        { field: 'email', message: 'Please provide a valid email address' },
        { field: 'firstName', message: 'Please enter your first name' },
        { field: 'lastName', message: 'Please enter your last name' },
        { field: 'company', message: 'Please enter the company you work for' },
        { field: 'country', message: "Please enter the country you're in" },
        { field: 'product', message: 'Please specify the product your request regards' },
        { field: 'serialNumber', message: 'Please enter the serial number of your product' },
        { field: 'details', message: 'Please add some more details' },
      ],
    });
  });

  it('refuses an invalid e-mail address and a blank field', () => {
    expect(validateLicenceRequest({ ...filled, email: 'anna.muster', details: '  ' })).toEqual({
      ok: false,
      problems: [
        { field: 'email', message: 'Please provide a valid email address' },
        { field: 'details', message: 'Please add some more details' },
      ],
    });
  });
});
