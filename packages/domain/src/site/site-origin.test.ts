import { describe, expect, it } from 'vitest';
import { siteAddressBase } from './site-origin';

const productronica = {
  slug: 'productronica',
  domains: ['www.komax.com/productronica', 'productronica.com'],
};

describe('where a site’s canonical addresses live', () => {
  it('is the site’s own domain, without its slug, when it has one', () => {
    expect(siteAddressBase(productronica, 'https://www.komax.com', 'productronica')).toEqual({
      origin: 'https://productronica.com',
      slug: null,
    });
  });

  it('keeps the public origin’s scheme and port', () => {
    expect(siteAddressBase(productronica, 'http://localhost:3000', 'productronica')).toEqual({
      origin: 'http://productronica.com:3000',
      slug: null,
    });
  });

  it('is the public origin with the served slug for a site without a domain of its own', () => {
    const events = { slug: 'events', domains: ['www.komax.com/events'] };
    expect(siteAddressBase(events, 'https://www.komax.com', 'events')).toEqual({
      origin: 'https://www.komax.com',
      slug: 'events',
    });
  });

  it('is the public origin for the main site, whatever its domains', () => {
    const main = { slug: null, domains: ['komax.com', 'www.komax.ch'] };
    expect(siteAddressBase(main, 'https://www.komax.com', null)).toEqual({
      origin: 'https://www.komax.com',
      slug: null,
    });
  });

  it('does not count the public origin’s own host as a domain of the site', () => {
    const site = { slug: 'x', domains: ['WWW.komax.com', 'www.komax.com/x'] };
    expect(siteAddressBase(site, 'https://www.komax.com', 'x')).toEqual({
      origin: 'https://www.komax.com',
      slug: 'x',
    });
  });
});
