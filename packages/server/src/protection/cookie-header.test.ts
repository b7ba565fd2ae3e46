import { describe, expect, it } from 'vitest';
import { cookieValues, setCookieHeader } from './cookie-header';

describe('reading a cookie from the Cookie header', () => {
  it('finds every value of the name, decoded, in order', () => {
    expect(cookieValues('a=1; kmx=x%2Ey; other=2; kmx=second', 'kmx')).toEqual(['x.y', 'second']);
  });

  it('finds nothing without a header', () => {
    expect(cookieValues(undefined, 'kmx')).toEqual([]);
  });

  it('skips pairs without a value sign and values that are no valid encoding', () => {
    expect(cookieValues('kmx; kmx=%E0%A4%A; kmx=ok', 'kmx')).toEqual(['ok']);
  });

  it('takes a quoted value without its quotes', () => {
    expect(cookieValues('kmx="quoted"', 'kmx')).toEqual(['quoted']);
  });
});

describe('a Set-Cookie value', () => {
  it('is HttpOnly, SameSite=Lax, with its lifetime and path', () => {
    expect(setCookieHeader('kmx', 'a.b', { maxAgeSeconds: 60, path: '/', secure: false })).toBe(
      'kmx=a.b; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('is Secure when asked', () => {
    expect(setCookieHeader('kmx', '', { maxAgeSeconds: 0, path: '/en', secure: true })).toBe(
      'kmx=; Max-Age=0; Path=/en; HttpOnly; SameSite=Lax; Secure',
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
