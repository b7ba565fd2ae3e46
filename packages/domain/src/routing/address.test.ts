import { describe, expect, it } from 'vitest';
import { formatAddress, parseAddress } from './address';

const context = { siteSlugs: ['events', 'productronica'] };

describe('parsing an address', () => {
  it('reads the locale prefix, parent slugs and page slug', () => {
    expect(parseAddress('/de-ch/company/about', context)).toEqual({
      locale: 'de-ch',
      siteSlug: null,
      segments: ['company', 'about'],
      parentSlugs: ['company'],
      pageSlug: 'about',
      isHome: false,
    });
  });

  it('reads the slug of a site without a domain of its own after the locale', () => {
    const address = parseAddress('/en/events/internal-2025', context);
    expect(address.siteSlug).toBe('events');
    expect(address.segments).toEqual(['internal-2025']);
  });

  it('does not read an unknown first segment as a site slug', () => {
    expect(parseAddress('/en/brand-portal/x', context).siteSlug).toBeNull();
  });

  it('treats a missing last segment as home', () => {
    expect(parseAddress('/de', context)).toMatchObject({
      isHome: true,
      pageSlug: null,
      segments: [],
    });
    expect(parseAddress('/de/events/', context)).toMatchObject({
      isHome: true,
      siteSlug: 'events',
    });
    expect(parseAddress('/', context)).toMatchObject({ isHome: true, locale: null });
  });

  it('reads addresses without a locale prefix', () => {
    expect(parseAddress('/events/x', context)).toMatchObject({
      locale: null,
      siteSlug: 'events',
      pageSlug: 'x',
    });
  });

  it('ignores query and fragment', () => {
    expect(parseAddress('/de/about?x=1#top', context).segments).toEqual(['about']);
  });

  it('reads a locale written in upper case as lowercase', () => {
    expect(parseAddress('/DE-CH/about', context).locale).toBe('de-ch');
  });
});

describe('formatting an address', () => {
  it('writes locale, site slug and segments', () => {
    expect(formatAddress({ locale: 'de', siteSlug: 'events', segments: ['a', 'b'] })).toBe(
      '/de/events/a/b',
    );
  });

  it('writes home as the bare prefix or the root', () => {
    expect(formatAddress({ locale: 'de', siteSlug: null, segments: [] })).toBe('/de');
    expect(formatAddress({ locale: null, siteSlug: null, segments: [] })).toBe('/');
  });

  it('writes a parsed address in canonical form', () => {
    expect(formatAddress(parseAddress('//DE//events/x/', context))).toBe('/de/events/x');
  });
});
