import { describe, expect, it } from 'vitest';
import { validateProfile } from './profile-form';

describe('the profile form (spec portal 5)', () => {
  it('requires first and last name', () => {
    expect(validateProfile({ firstName: ' ', company: 'Muster AG' })).toEqual({
      ok: false,
      problems: [
        { field: 'firstName', message: 'Please enter your first name' },
        { field: 'lastName', message: 'Please enter your last name' },
      ],
    });
  });

  it('keeps the other fields optional, blank ones as null', () => {
    expect(
      validateProfile({
        firstName: ' Anna ',
        lastName: 'Muster',
        city: ' Dierikon ',
        telephone: '',
      }),
    ).toEqual({
      ok: true,
      value: {
        firstName: 'Anna',
        lastName: 'Muster',
        company: null,
        telephone: null,
        address: null,
        postalCode: null,
        city: 'Dierikon',
        country: null,
        language: null,
      },
    });
  });
});
