import { describe, expect, it } from 'vitest';
import { editorAccessFor } from '../draft/editor-access-for';
import { clearedEditorSessionCookie, editorSessionCookie, EditorSessions } from './EditorSessions';

const cookieSecret = 'an editor cookie secret, 32+ characters';
const issuedAt = Date.UTC(2026, 0, 1);
const ninetyDaysMs = 90 * 24 * 60 * 60 * 1000;

function sessionsAt(clock: { now: () => number }, password = 'Demo-2026!editor') {
  return new EditorSessions(password, editorAccessFor({ cookieSecret }, password), clock);
}

describe('the editor sessions of one password', () => {
  it('open with the password only, case and spaces included', () => {
    const sessions = sessionsAt({ now: () => issuedAt });
    expect(sessions.opens('Demo-2026!editor')).toBe(true);
    expect(sessions.opens('demo-2026!editor')).toBe(false);
    expect(sessions.opens(' Demo-2026!editor')).toBe(false);
    expect(sessions.opens('')).toBe(false);
  });

  it('accept their own token until it expires on the clock', () => {
    let now = issuedAt;
    const sessions = sessionsAt({ now: () => now });
    const token = sessions.issue();
    now = issuedAt + ninetyDaysMs - 1;
    expect(sessions.isValid(token)).toBe(true);
    now = issuedAt + ninetyDaysMs;
    expect(sessions.isValid(token)).toBe(false);
  });

  it('refuse the tokens of another password with the same secret', () => {
    const clock = { now: () => issuedAt };
    const token = sessionsAt(clock, 'Old-2026!editor').issue();
    expect(sessionsAt(clock, 'New-2026!editor').isValid(token)).toBe(false);
  });

  it('issue the one editor cookie the draft proxy and the cache flags check', () => {
    const password = 'Demo-2026!editor';
    const access = editorAccessFor({ cookieSecret }, password);
    const token = new EditorSessions(password, access, { now: () => issuedAt }).issue();
    const header = (value: string) => `site=en; kmx_editor=${encodeURIComponent(value)}`;
    expect(access.allows(header(token), issuedAt)).toBe(true);
    expect(access.allows(header(token.slice(0, -2)), issuedAt)).toBe(false);
    expect(editorAccessFor({ cookieSecret }, 'Other-2026!x').allows(header(token), issuedAt)).toBe(
      false,
    );
  });
});

describe('the editor session cookie', () => {
  it('is HttpOnly, SameSite=Strict, on every path, for 90 days', () => {
    expect(editorSessionCookie('v1.1.abc.def', false)).toBe(
      'kmx_editor=v1.1.abc.def; Max-Age=7776000; Path=/; HttpOnly; SameSite=Strict',
    );
  });

  it('is Secure over https', () => {
    expect(editorSessionCookie('v1.1.abc.def', true)).toMatch(/; Secure(;|$)/);
  });

  it('is cleared with an empty value that has expired', () => {
    const cleared = clearedEditorSessionCookie(false);
    expect(cleared).toMatch(/^kmx_editor=;/);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(cleared).toContain('Path=/');
  });
});
