import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateProfile } from './profile-form';

const text = fc.option(fc.string({ maxLength: 10 }), { nil: undefined });

test.prop([text, text, text, text])(
  'a profile is accepted exactly when first and last name are filled',
  (firstName, lastName, company, city) => {
    const filled = (value: string | undefined) => value !== undefined && value.trim() !== '';
    expect(validateProfile({ firstName, lastName, company, city }).ok).toBe(
      filled(firstName) && filled(lastName),
    );
  },
);
