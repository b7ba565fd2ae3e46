import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, optionalText, requiredText } from './ticket-form-check';

describe('checking a form', () => {
  it('names the whole form when the input is not an object at all', () => {
    expect(checkForm(z.object({ a: requiredText('Fill a') }), 'nonsense')).toMatchObject({
      ok: false,
      problems: [{ field: 'form' }],
    });
  });

  it('keeps the first problem of a field only', () => {
    const schema = z.object({
      a: z.string().min(3, { error: 'too short' }).regex(/^x/, { error: 'starts wrong' }),
    });
    expect(checkForm(schema, { a: 'y' })).toEqual({
      ok: false,
      problems: [{ field: 'a', message: 'too short' }],
    });
  });

  it('refuses an optional text that is not text with the generic message', () => {
    expect(checkForm(z.object({ note: optionalText }), { note: 42 })).toEqual({
      ok: false,
      problems: [{ field: 'note', message: 'Please enter a valid value' }],
    });
  });
});
