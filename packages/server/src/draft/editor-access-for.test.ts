import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { editorAccessFor } from './editor-access-for';
import { editorCookieName } from './SignedCookieEditorAccess';

const now = 1_700_000_000_000;
const cookie = (value: string) => `other=1; ${editorCookieName}=${encodeURIComponent(value)}`;

describe('editorAccessFor', () => {
  it('draws a random key without COOKIE_SECRET: access holds for that instance alone', () => {
    const config = loadConfig({});
    const access = editorAccessFor(config, 'pw');
    const value = access.issue(now);
    expect(access.allows(cookie(value), now)).toBe(true);
    expect(editorAccessFor(config, 'pw').allows(cookie(value), now)).toBe(false);
  });

  it('shares access between instances with the same COOKIE_SECRET', () => {
    const secret = { COOKIE_SECRET: 'x'.repeat(32) };
    const value = editorAccessFor(loadConfig(secret), 'pw').issue(now);
    expect(editorAccessFor(loadConfig(secret), 'pw').allows(cookie(value), now)).toBe(true);
    const other = { COOKIE_SECRET: 'y'.repeat(32) };
    expect(editorAccessFor(loadConfig(other), 'pw').allows(cookie(value), now)).toBe(false);
  });

  it('ends every access when the editor password changes (issue 18)', () => {
    const config = loadConfig({ COOKIE_SECRET: 'x'.repeat(32) });
    const value = editorAccessFor(config, 'old password').issue(now);
    expect(editorAccessFor(config, 'old password').allows(cookie(value), now)).toBe(true);
    expect(editorAccessFor(config, 'new password').allows(cookie(value), now)).toBe(false);
    expect(editorAccessFor(config, null).allows(cookie(value), now)).toBe(false);
  });
});
