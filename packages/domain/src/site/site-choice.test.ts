import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/DomainError';
import { chooseSite } from './site-choice';
import type { Site } from './SystemData';

function site(overrides: Partial<Site> = {}): Site {
  return {
    id: 'main',
    name: 'Main',
    slug: null,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: 'header',
    footerNavigationId: 'footer',
    domains: ['komax.com'],
    ...overrides,
  };
}

const main = site();
const events = site({
  id: 'events',
  name: 'Events',
  slug: 'events',
  domains: ['komax.com/events'],
});
const productronica = site({
  id: 'productronica',
  name: 'Productronica',
  slug: 'productronica',
  domains: ['productronica.komax.com'],
});

describe('site choice', () => {
  it('prefers an exact host with slug over an exact host', () => {
    const choice = chooseSite([main, events], { host: 'komax.com', slug: 'events' });
    expect(choice.site).toBe(events);
    expect(choice.matchedBy).toBe('exactHostAndSlug');
    expect(choice.domain).toEqual({ host: 'komax.com', slug: 'events' });
    expect(choice.pathSlug).toBe('events');
  });

  it('takes the exact host when the slug names no site on it', () => {
    const choice = chooseSite([main, events], { host: 'komax.com', slug: 'about-us' });
    expect(choice.site).toBe(main);
    expect(choice.matchedBy).toBe('exactHost');
    expect(choice.pathSlug).toBeNull();
  });

  it('takes a site on a host of its own without any slug in the path', () => {
    const choice = chooseSite([main, productronica], {
      host: 'productronica.komax.com',
      slug: null,
    });
    expect(choice.site).toBe(productronica);
    expect(choice.matchedBy).toBe('exactHost');
    expect(choice.pathSlug).toBeNull();
  });

  it('prefers an exact host over a host suffix with slug', () => {
    const preview = site({ id: 'preview', name: 'Preview', domains: ['preview.komax.com'] });
    const choice = chooseSite([events, preview], { host: 'preview.komax.com', slug: 'events' });
    expect(choice.site).toBe(preview);
    expect(choice.matchedBy).toBe('exactHost');
  });

  it('prefers a host suffix with slug over a host suffix', () => {
    const choice = chooseSite([main, events], { host: 'www.komax.com', slug: 'events' });
    expect(choice.site).toBe(events);
    expect(choice.matchedBy).toBe('hostSuffixAndSlug');
    expect(choice.pathSlug).toBe('events');
  });

  it('takes a host suffix last among the domains', () => {
    const choice = chooseSite([main, events], { host: 'www.komax.com', slug: 'products' });
    expect(choice.site).toBe(main);
    expect(choice.matchedBy).toBe('hostSuffix');
    expect(choice.domain).toEqual({ host: 'komax.com', slug: null });
  });

  it('prefers the longest matching host suffix', () => {
    const preview = site({ id: 'preview', name: 'Preview', domains: ['preview.komax.com'] });
    const choice = chooseSite([main, preview], { host: 'de.preview.komax.com', slug: null });
    expect(choice.site).toBe(preview);
  });

  it('takes the earlier site when two domains match equally', () => {
    const copy = site({ id: 'copy' });
    expect(chooseSite([main, copy], { host: 'komax.com', slug: null }).site).toBe(main);
  });

  it('does not take a host that merely ends with the letters of a domain', () => {
    const choice = chooseSite([main, productronica], { host: 'notkomax.com', slug: null });
    expect(choice.matchedBy).toBe('mainSite');
  });

  it('ignores case, port and trailing dot of the host and the case of the slug', () => {
    const choice = chooseSite([main, events], { host: 'KOMAX.com.:443', slug: 'Events' });
    expect(choice.site).toBe(events);
    expect(choice.matchedBy).toBe('exactHostAndSlug');
  });

  it('chooses by path slug when no domain matches the host', () => {
    const choice = chooseSite([main, productronica], {
      host: 'localhost:3000',
      slug: 'productronica',
    });
    expect(choice.site).toBe(productronica);
    expect(choice.matchedBy).toBe('slug');
    expect(choice.domain).toEqual({ host: 'productronica.komax.com', slug: null });
    expect(choice.pathSlug).toBe('productronica');
  });

  it('chooses the main site when neither a domain nor a slug matches', () => {
    const choice = chooseSite([events, main], { host: 'localhost', slug: 'about-us' });
    expect(choice.site).toBe(main);
    expect(choice.matchedBy).toBe('mainSite');
    expect(choice.domain).toEqual({ host: 'komax.com', slug: null });
    expect(choice.pathSlug).toBeNull();
  });

  it('chooses the main site for a path without slug on an unknown host', () => {
    expect(chooseSite([events, main], { host: 'localhost', slug: null }).site).toBe(main);
  });

  it('throws when a site matched by slug has no domain configuration', () => {
    const brandPortal = site({
      id: 'brand',
      name: 'Brand Portal',
      slug: 'brand-portal',
      domains: [],
    });
    expect(() =>
      chooseSite([main, brandPortal], { host: 'localhost', slug: 'brand-portal' }),
    ).toThrow("Site 'Brand Portal' has no domain configuration");
  });

  it('throws with the code SITE_WITHOUT_DOMAIN when the main site has no domain configuration', () => {
    let thrown: unknown;
    try {
      chooseSite([site({ domains: [] })], { host: 'localhost', slug: null });
    } catch (error) {
      thrown = error;
    }
    expect(isDomainError(thrown, 'SITE_WITHOUT_DOMAIN')).toBe(true);
  });

  it('throws an invalid configuration when there is no main site to fall back on', () => {
    let thrown: unknown;
    try {
      chooseSite([events], { host: 'localhost', slug: null });
    } catch (error) {
      thrown = error;
    }
    expect(isDomainError(thrown, 'INVALID_CONFIGURATION')).toBe(true);
  });
});
