import { describe, expect, it } from 'vitest';
import { inviteExpired, inviteExpiresAt } from './invite-expiry';

const sent = Date.parse('2026-11-02T08:00:00Z');

describe("an invite's expiry", () => {
  it('is seven days after it was sent', () => {
    expect(new Date(inviteExpiresAt(sent)).toISOString()).toBe('2026-11-09T08:00:00.000Z');
  });

  it('holds until the last millisecond and has passed at the expiry', () => {
    expect(inviteExpired(sent, Date.parse('2026-11-09T07:59:59.999Z'))).toBe(false);
    expect(inviteExpired(sent, Date.parse('2026-11-09T08:00:00Z'))).toBe(true);
  });
});
