import { describe, expect, it } from 'vitest';
import { accessActions, accessAfter } from './access-actions';

describe('the access action matrix', () => {
  it('offers resend and withdraw for an invite', () => {
    expect(accessActions('invited')).toEqual(['resend-invite', 'withdraw']);
  });

  it('offers only a new invite once the invite has expired', () => {
    expect(accessActions('invite-expired')).toEqual(['send-new-invite']);
  });

  it('offers accept and deny for a request', () => {
    expect(accessActions('pending')).toEqual(['accept-request', 'deny']);
  });

  it('offers add application, edit and withdraw for an active user', () => {
    expect(accessActions('active')).toEqual(['add-application', 'edit', 'withdraw']);
  });

  it('offers grant access for inactive and declined users', () => {
    expect(accessActions('inactive')).toEqual(['grant-access']);
    expect(accessActions('declined')).toEqual(['grant-access']);
  });

  it('offers nothing for an unknown status', () => {
    expect(accessActions('unknown')).toEqual([]);
  });
});

describe('what an action leads to', () => {
  it('activates an accepted request and a granted access', () => {
    expect(accessAfter('pending', 'accept-request')).toBe('active');
    expect(accessAfter('declined', 'grant-access')).toBe('active');
    expect(accessAfter('inactive', 'grant-access')).toBe('active');
  });

  it('declines a denied request and makes a withdrawn access inactive', () => {
    expect(accessAfter('pending', 'deny')).toBe('declined');
    expect(accessAfter('active', 'withdraw')).toBe('inactive');
    expect(accessAfter('invited', 'withdraw')).toBe('inactive');
  });

  it('turns a resent or new invite into a fresh invite', () => {
    expect(accessAfter('invited', 'resend-invite')).toBe('invited');
    expect(accessAfter('invite-expired', 'send-new-invite')).toBe('invited');
  });

  it('refuses an action outside the matrix', () => {
    expect(accessAfter('invite-expired', 'resend-invite')).toBeNull();
    expect(accessAfter('active', 'accept-request')).toBeNull();
    expect(accessAfter('unknown', 'edit')).toBeNull();
  });
});
