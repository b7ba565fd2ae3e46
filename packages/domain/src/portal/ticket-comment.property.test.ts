import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validateTicketComment } from './ticket-comment';

test.prop([fc.string()])('complains exactly about a blank comment', (text) => {
  const check = validateTicketComment({ text });
  if (text.trim() === '') {
    expect(check).toEqual({
      ok: false,
      problems: [{ field: 'text', message: 'Please enter a comment' }],
    });
  } else {
    expect(check).toEqual({ ok: true, value: { text: text.trim() } });
  }
});
