import { describe, expect, it } from 'vitest';
import { farFutureExpiry, parseCookies, serializeCookie } from './cookie-string';

describe('serializeCookie', () => {
  it('writes a preference with a far-future expiry, path / and SameSite=Lax', () => {
    expect(serializeCookie('kmx-language.main', 'de', { lifetime: 'persistent' })).toBe(
      `kmx-language.main=de; Path=/; Expires=${farFutureExpiry}; SameSite=Lax`,
    );
  });

  it('expires in the year 9999', () => {
    expect(new Date(farFutureExpiry).getUTCFullYear()).toBe(9999);
  });

  it('writes a session cookie without an expiry', () => {
    expect(serializeCookie('kmx-testing', '1', { lifetime: 'session' })).toBe(
      'kmx-testing=1; Path=/; SameSite=Lax',
    );
  });

  it('deletes a cookie with an expiry in the past and Max-Age=0', () => {
    const deletion = serializeCookie('kmx-testing', '', { lifetime: 'expired' });
    expect(deletion).toContain('Max-Age=0');
    expect(deletion).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(deletion).toContain('Path=/');
  });

  it('adds Secure when asked', () => {
    expect(serializeCookie('kmx-testing', '1', { lifetime: 'session', secure: true })).toMatch(
      /; Secure$/,
    );
  });

  it('percent-encodes a value, so a ; or , in it cannot end the cookie', () => {
    expect(serializeCookie('name', 'a;b, c', { lifetime: 'session' })).toMatch(
      /^name=a%3Bb%2C%20c;/,
    );
  });

  it('does not throw on half a surrogate pair', () => {
    expect(() => serializeCookie('name', '\uD800', { lifetime: 'session' })).not.toThrow();
  });
});

describe('parseCookies', () => {
  it('reads the cookies of a document.cookie string', () => {
    const cookies = parseCookies('kmx-language.main=de; kmx-testing=1');
    expect(cookies.get('kmx-language.main')).toBe('de');
    expect(cookies.get('kmx-testing')).toBe('1');
  });

  it('decodes percent-encoded values', () => {
    expect(parseCookies('name=a%3Bb%2C%20c').get('name')).toBe('a;b, c');
  });

  it('keeps a value that is not valid percent-encoding as it stands', () => {
    expect(parseCookies('name=100%; other=1').get('name')).toBe('100%');
  });

  it('drops the quotes around a quoted value', () => {
    expect(parseCookies('name="de"').get('name')).toBe('de');
  });

  it('keeps an = inside the value', () => {
    expect(parseCookies('token=abc==').get('token')).toBe('abc==');
  });

  it('skips pairs without = or without a name, and stray separators', () => {
    const cookies = parseCookies(';;garbage; =orphan;  kmx-testing = 1 ;');
    expect([...cookies]).toEqual([['kmx-testing', '1']]);
  });

  it('keeps the first of two cookies with one name, as the most specific path comes first', () => {
    expect(parseCookies('kmx-testing=1; kmx-testing=2').get('kmx-testing')).toBe('1');
  });

  it('reads no cookies from an empty, missing or non-string header', () => {
    expect(parseCookies('').size).toBe(0);
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies(42 as unknown as string).size).toBe(0);
  });
});
