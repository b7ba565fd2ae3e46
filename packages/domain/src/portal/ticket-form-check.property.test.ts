import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { z } from 'zod';
import { checkForm, optionalText, requiredText } from './ticket-form-check';

const schema = z.object({ name: requiredText('Fill the name'), note: optionalText });

test.prop([fc.anything()])('never throws, and answers either a value or problems', (input) => {
  const check = checkForm(schema, input);
  if (check.ok) expect(check.value.name.trim()).toBe(check.value.name);
  else expect(check.problems.length).toBeGreaterThan(0);
});

test.prop([fc.string(), fc.option(fc.string(), { nil: undefined })])(
  'a required text is accepted exactly when it is not blank',
  (name, note) => {
    expect(checkForm(schema, { name, note }).ok).toBe(name.trim() !== '');
  },
);
