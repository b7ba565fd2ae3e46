import { describe, expect, it } from 'vitest';
import { setCookieHeader } from './cookie-header';

describe('a Set-Cookie value', () => {
  it('is HttpOnly, SameSite=Lax, with its lifetime and path', () => {
    expect(setCookieHeader('kmx', 'a.b', { maxAgeSeconds: 60, path: '/', secure: false })).toBe(
      'kmx=a.b; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('is Secure when asked', () => {
    expect(setCookieHeader('kmx', '', { maxAgeSeconds: 0, path: '/en', secure: true })).toBe(
      'kmx=; Max-Age=0; Path=/en; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('widens to / a path that could break the header', () => {
    expect(
      setCookieHeader('kmx', 'v', { maxAgeSeconds: 1, path: '/a;Domain=evil', secure: false }),
    ).toBe('kmx=v; Max-Age=1; Path=/; HttpOnly; SameSite=Lax');
  });

  it('encodes a value that holds separators', () => {
    expect(
      setCookieHeader('kmx', 'a; b', { maxAgeSeconds: 1, path: '/', secure: false }),
    ).toContain('kmx=a%3B%20b;');
  });
});
