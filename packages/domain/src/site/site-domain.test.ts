import { describe, expect, it } from 'vitest';
import { isWithinHost, normalizeHost, normalizeSiteSlug, parseSiteDomain } from './site-domain';

describe('a site domain', () => {
  it('is a host of its own', () => {
    expect(parseSiteDomain('events.komax.com')).toEqual({ host: 'events.komax.com', slug: null });
  });

  it('is a host with a slug', () => {
    expect(parseSiteDomain('komax.com/productronica')).toEqual({
      host: 'komax.com',
      slug: 'productronica',
    });
  });

  it('ignores case, surrounding slashes and spaces', () => {
    expect(parseSiteDomain(' Komax.COM/Brand-Portal/ ')).toEqual({
      host: 'komax.com',
      slug: 'brand-portal',
    });
  });

  it('treats a trailing slash without slug as a host of its own', () => {
    expect(parseSiteDomain('komax.com/')).toEqual({ host: 'komax.com', slug: null });
  });

  it('ignores a pasted scheme', () => {
    expect(parseSiteDomain('https://komax.com/events')).toEqual({
      host: 'komax.com',
      slug: 'events',
    });
  });
});

describe('a host name', () => {
  it('compares without port', () => {
    expect(normalizeHost('localhost:3000')).toBe('localhost');
  });

  it('compares without trailing dot and in lower case', () => {
    expect(normalizeHost('WWW.Komax.com.')).toBe('www.komax.com');
  });

  it('keeps an IPv6 address whole and drops its port', () => {
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  it('keeps a malformed IPv6 address as it is', () => {
    expect(normalizeHost('[::1')).toBe('[::1');
  });
});

describe('a slug', () => {
  it('is none when missing or empty', () => {
    expect(normalizeSiteSlug(null)).toBeNull();
    expect(normalizeSiteSlug(undefined)).toBeNull();
    expect(normalizeSiteSlug('/')).toBeNull();
  });

  it('compares in lower case without slashes', () => {
    expect(normalizeSiteSlug('/Events/')).toBe('events');
  });
});

describe('a host within a domain host', () => {
  it('is the same host', () => {
    expect(isWithinHost('komax.com', 'komax.com')).toBe(true);
  });

  it('is a sub-domain', () => {
    expect(isWithinHost('preview.komax.com', 'komax.com')).toBe(true);
  });

  it('is not a host that merely ends with the same letters', () => {
    expect(isWithinHost('evilkomax.com', 'komax.com')).toBe(false);
  });

  it('is never a host within an empty domain host', () => {
    expect(isWithinHost('komax.com', '')).toBe(false);
  });
});
