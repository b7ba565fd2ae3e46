import { editorCookieLifetimeMs } from '@kmx/domain/editor';
import { describe, expect, it } from 'vitest';
import { SignedCookieEditorAccess, editorCookieName } from './SignedCookieEditorAccess';

const now = 1_700_000_000_000;
const access = new SignedCookieEditorAccess(Buffer.from('a secret of thirty-two bytes!!!!'));
const cookie = (value: string) => `other=1; ${editorCookieName}=${encodeURIComponent(value)}`;

describe('SignedCookieEditorAccess', () => {
  it('allows a cookie it issued for 90 days, not after', () => {
    const value = access.issue(now);
    expect(access.allows(cookie(value), now)).toBe(true);
    expect(access.allows(cookie(value), now + editorCookieLifetimeMs - 1)).toBe(true);
    expect(access.allows(cookie(value), now + editorCookieLifetimeMs)).toBe(false);
  });

  it('refuses no cookie, a changed cookie and one signed with another secret', () => {
    const value = access.issue(now);
    const other = new SignedCookieEditorAccess(Buffer.from('another secret of 32 bytes!!!!!!'));
    expect(access.allows(undefined, now)).toBe(false);
    expect(access.allows('other=1', now)).toBe(false);
    expect(access.allows(cookie(value.replace(/^editor\.\d/, 'editor.9')), now)).toBe(false);
    expect(access.allows(cookie(other.issue(now)), now)).toBe(false);
    expect(access.allows(cookie('%E0%A4%A'), now)).toBe(false);
  });
});
