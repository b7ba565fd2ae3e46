import type { FormKind } from '@kmx/domain/forms';

/** A valid form of each kind, as a visitor would fill it in (JSON: consent `true`). */
export const validForms: Readonly<Record<FormKind, Readonly<Record<string, string | boolean>>>> = {
  contact: {
    name: 'Anna Muster',
    email: 'anna@example.com',
    company: 'Muster AG',
    country: 'CH',
    phone: '+41 41 455 04 55',
    message: 'Please call me about the Alpha 550.',
    consent: true,
    product: 'Alpha 550',
  },
  'licence-request': {
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Muster',
    company: 'Muster AG',
    country: 'CH',
    product: 'Alpha 550',
    serialNumber: 'SN-12345',
    details: 'The GPL sources of the firmware, please.',
  },
  whitepaper: {
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Muster',
    company: 'Muster AG',
    country: 'CH',
    consent: true,
    whitepaper: 'wire-processing-guide',
  },
};
