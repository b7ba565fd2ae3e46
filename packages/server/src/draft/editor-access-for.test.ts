import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { editorAccessFor } from './editor-access-for';
import { editorCookieName } from './SignedCookieEditorAccess';

const now = 1_700_000_000_000;
const cookie = (value: string) => `other=1; ${editorCookieName}=${encodeURIComponent(value)}`;

describe('editorAccessFor', () => {
  it('draws a random key without COOKIE_SECRET: access holds for that instance alone', () => {
    const config = loadConfig({});
    const access = editorAccessFor(config);
    const value = access.issue(now);
    expect(access.allows(cookie(value), now)).toBe(true);
    expect(editorAccessFor(config).allows(cookie(value), now)).toBe(false);
  });

  it('shares access between instances with the same COOKIE_SECRET', () => {
    const secret = { COOKIE_SECRET: 'x'.repeat(32) };
    const value = editorAccessFor(loadConfig(secret)).issue(now);
    expect(editorAccessFor(loadConfig(secret)).allows(cookie(value), now)).toBe(true);
    const other = { COOKIE_SECRET: 'y'.repeat(32) };
    expect(editorAccessFor(loadConfig(other)).allows(cookie(value), now)).toBe(false);
  });
});
