import { describe, expect, it } from 'vitest';
import { validateTicketClosure } from './ticket-closure';

describe('closing a ticket', () => {
  it('takes each of the three reasons of the spec', () => {
    for (const reason of ['solvedByProvider', 'solvedWithoutProvider', 'noLongerRelevant']) {
      expect(validateTicketClosure({ reason })).toEqual({
        ok: true,
        value: { reason, comment: null },
      });
    }
  });

  it('needs a reason', () => {
    expect(validateTicketClosure({ comment: 'Thanks' })).toEqual({
      ok: false,
      problems: [{ field: 'reason', message: 'Please enter a valid value' }],
    });
  });

  it('refuses a reason the spec does not know', () => {
    expect(validateTicketClosure({ reason: 'boredom' }).ok).toBe(false);
  });

  it('keeps the optional closing comment, trimmed', () => {
    expect(
      validateTicketClosure({ reason: 'solvedByProvider', comment: ' Fixed by the visit. ' }),
    ).toEqual({ ok: true, value: { reason: 'solvedByProvider', comment: 'Fixed by the visit.' } });
  });

  it('takes a blank closing comment as none', () => {
    expect(validateTicketClosure({ reason: 'noLongerRelevant', comment: '  ' })).toEqual({
      ok: true,
      value: { reason: 'noLongerRelevant', comment: null },
    });
  });
});
