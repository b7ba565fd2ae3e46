import { describe, expect, it } from 'vitest';
import { validateTicketComment } from './ticket-comment';

describe('a comment on a ticket', () => {
  it('is required: "Please enter a comment"', () => {
    expect(validateTicketComment({ text: '' })).toEqual({
      ok: false,
      problems: [{ field: 'text', message: 'Please enter a comment' }],
    });
    expect(validateTicketComment({})).toEqual({
      ok: false,
      problems: [{ field: 'text', message: 'Please enter a comment' }],
    });
  });

  it('is kept trimmed', () => {
    expect(validateTicketComment({ text: '  Works again, thanks.\n' })).toEqual({
      ok: true,
      value: { text: 'Works again, thanks.' },
    });
  });
});
