import { describe, expect, it } from 'vitest';
import type { FormKind } from './FormSubmission';
import { validateSubmission } from './form-rules';

const contact = {
  name: 'Anna Muster',
  email: 'anna.muster@example.com',
  company: 'Muster AG',
  country: 'Switzerland',
  message: 'Please call me.',
  consent: true,
};
const licenceRequest = {
  email: 'anna.muster@example.com',
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster AG',
  country: 'Switzerland',
  product: 'Zeta 640',
  serialNumber: 'SN-12345',
  details: 'Please send the licence texts.',
};
const whitepaper = {
  email: 'anna.muster@example.com',
  firstName: 'Anna',
  lastName: 'Muster',
  company: 'Muster AG',
  country: 'Switzerland',
  consent: true,
};

describe('a submission of the contact form', () => {
  it('keeps the fields given and leaves out the optional ones left blank', () => {
    expect(validateSubmission('contact', { ...contact, phone: '', product: 'Zeta 640' })).toEqual({
      ok: true,
      value: { ...contact, product: 'Zeta 640' },
    });
  });

  it('takes the ticked checkbox of a form posted without JavaScript ("on")', () => {
    expect(validateSubmission('contact', { ...contact, consent: 'on' })).toEqual({
      ok: true,
      value: contact,
    });
  });

  it.each([
    ['name', '', 'Please enter your name'],
    ['email', 'anna.muster', 'Please provide a valid email address'],
    ['company', ' ', 'Please enter the company you work for'],
    ['country', '', "Please enter the country you're in"],
    ['phone', '12', 'Please enter a valid phone number'],
    ['message', '', 'Please enter your message'],
    ['consent', false, 'Please select the checkbox to continue'],
    ['consent', 'off', 'Please select the checkbox to continue'],
    ['product', 42, 'Please enter a valid value'],
  ])('names %s when it is %j: "%s"', (field, value, message) => {
    expect(validateSubmission('contact', { ...contact, [field]: value })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });
});

describe('a submission of the licence request (spec portal 5)', () => {
  it('keeps every field', () => {
    expect(validateSubmission('licence-request', licenceRequest)).toEqual({
      ok: true,
      value: licenceRequest,
    });
  });

  it.each([
    ['email', 'Please provide a valid email address'],
    ['firstName', 'Please enter your first name'],
    ['lastName', 'Please enter your last name'],
    ['company', 'Please enter the company you work for'],
    ['country', "Please enter the country you're in"],
    ['product', 'Please specify the product your request regards'],
    ['serialNumber', 'Please enter the serial number of your product'],
    ['details', 'Please add some more details'],
  ])('names %s when it is blank: "%s"', (field, message) => {
    expect(validateSubmission('licence-request', { ...licenceRequest, [field]: '' })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });
});

describe('a submission of the whitepaper download', () => {
  it('keeps every field, the form-posted checkbox ticked', () => {
    expect(validateSubmission('whitepaper', { ...whitepaper, consent: 'true' })).toEqual({
      ok: true,
      value: whitepaper,
    });
  });

  it('keeps the id of the whitepaper asked for', () => {
    const body = { ...whitepaper, whitepaper: 'wire-processing-guide' };
    expect(validateSubmission('whitepaper', body)).toEqual({ ok: true, value: body });
  });

  it.each([
    ['email', '', 'Please provide a valid email address'],
    ['firstName', '', 'Please enter your first name'],
    ['lastName', '', 'Please enter your last name'],
    ['company', '', 'Please enter the company you work for'],
    ['country', '', "Please enter the country you're in"],
    ['consent', undefined, 'Please select the checkbox to continue'],
  ])('names %s when it is %j: "%s"', (field, value, message) => {
    expect(validateSubmission('whitepaper', { ...whitepaper, [field]: value })).toEqual({
      ok: false,
      problems: [{ field, message }],
    });
  });
});

describe('a body that is no form', () => {
  it.each([null, 'email=anna', 42, [contact]])('refuses %j as the form', (body) => {
    expect(validateSubmission('contact', body)).toEqual({
      ok: false,
      problems: [{ field: 'form', message: 'Please enter a valid value' }],
    });
  });

  it('refuses a form that does not exist', () => {
    expect(validateSubmission('newsletter' as FormKind, contact)).toEqual({
      ok: false,
      problems: [{ field: 'form', message: 'Please enter a valid value' }],
    });
  });
});
