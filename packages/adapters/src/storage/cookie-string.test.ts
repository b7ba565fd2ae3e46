import { describe, expect, it } from 'vitest';
import { cookieValue, farFutureExpiry, parseCookies, serializeCookie } from './cookie-string';

describe('serializeCookie', () => {
  it('writes a preference with a far-future expiry, path / and SameSite=Lax', () => {
    expect(serializeCookie('kmx-language.main', 'de', { lifetime: 'persistent' })).toBe(
      `kmx-language.main=de; Path=/; Expires=${farFutureExpiry}; SameSite=Lax`,
    );
  });

  it('expires in the year 9999', () => {
    expect(new Date(farFutureExpiry).getUTCFullYear()).toBe(9999);
  });

  it('tells apart cookies whose name and value run together the same', () => {
    const session = { lifetime: 'session' } as const;
    expect(serializeCookie('ab', 'c', session)).toBe('ab=c; Path=/; SameSite=Lax');
    expect(serializeCookie('a', 'bc', session)).toBe('a=bc; Path=/; SameSite=Lax');
    expect(serializeCookie('a', 'bc', { ...session, secure: true })).toBe(
      'a=bc; Path=/; Secure; SameSite=Lax',
    );
  });

  it('writes a session cookie without an expiry', () => {
    expect(serializeCookie('kmx-testing', '1', { lifetime: 'session' })).toBe(
      'kmx-testing=1; Path=/; SameSite=Lax',
    );
  });

  it('deletes a cookie with an expiry in the past and Max-Age=0', () => {
    expect(serializeCookie('kmx-testing', '', { lifetime: 'expired' })).toBe(
      'kmx-testing=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });

  it('adds Secure when asked', () => {
    expect(serializeCookie('kmx-testing', '1', { lifetime: 'session', secure: true })).toBe(
      'kmx-testing=1; Path=/; Secure; SameSite=Lax',
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

  it('reads a value that is not valid percent-encoding as no cookie', () => {
    const cookies = parseCookies('name=100%; other=1');
    expect(cookies.has('name')).toBe(false);
    expect(cookies.get('other')).toBe('1');
  });

  it('reads the next cookie of a name when the first does not decode', () => {
    expect(parseCookies('kmx-testing=%E0%A4%A; kmx-testing=2').get('kmx-testing')).toBe('2');
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

describe('cookieValue', () => {
  it('reads one cookie by the same rule: the first of its name, decoded', () => {
    expect(cookieValue('a=1; kmx=x%2Ey; other=2; kmx=second', 'kmx')).toBe('x.y');
  });

  it('skips pairs without a value sign and values that are no valid encoding', () => {
    expect(cookieValue('kmx; kmx=%E0%A4%A; kmx=ok', 'kmx')).toBe('ok');
  });

  it('skips a cookie of the name its reader cannot use, and one that does not decode', () => {
    const signed = (value: string) => value.endsWith('.sig');
    expect(cookieValue('kmx=broken; kmx=%E0%A4%A; kmx=ok.sig', 'kmx', signed)).toBe('ok.sig');
  });

  it('is null without the cookie, without a header, or when none of its values is usable', () => {
    expect(cookieValue('other=1', 'kmx')).toBeNull();
    expect(cookieValue(undefined, 'kmx')).toBeNull();
    expect(cookieValue('kmx; kmx=%E0%A4%A', 'kmx')).toBeNull();
    expect(cookieValue('kmx=broken', 'kmx', (value) => value.endsWith('.sig'))).toBeNull();
  });

  it('takes a quoted value without its quotes', () => {
    expect(cookieValue('kmx="quoted"', 'kmx')).toBe('quoted');
  });
});
