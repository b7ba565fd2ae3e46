import { describe, expect, it } from 'vitest';
import { isMainSite, resolveSite, technicalName } from './site-derivation';
import type { Site } from './SystemData';

function site(overrides: Partial<Site> = {}): Site {
  return {
    id: 'site-1',
    name: 'Main',
    slug: null,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: 'header-1',
    footerNavigationId: 'footer-1',
    domains: ['komax.com'],
    ...overrides,
  };
}

describe('the technical name of a site', () => {
  it('is the name in lower case', () => {
    expect(technicalName('Productronica')).toBe('productronica');
  });

  it('turns dashes into underscores', () => {
    expect(technicalName('wirepro-expo-2024')).toBe('wirepro_expo_2024');
  });

  it('turns spaces into underscores', () => {
    expect(technicalName('Brand Portal')).toBe('brand_portal');
  });

  it('turns each space or dash into its own underscore', () => {
    expect(technicalName('Events - 2025')).toBe('events___2025');
  });
});

describe('the main site', () => {
  it('is a site without slug', () => {
    expect(isMainSite(site({ slug: null }))).toBe(true);
  });

  it('is also a site with an empty slug', () => {
    expect(isMainSite(site({ slug: '' }))).toBe(true);
  });

  it('is not a site with a slug', () => {
    expect(isMainSite(site({ slug: 'events' }))).toBe(false);
  });
});

describe('a resolved site', () => {
  it('keeps the fields and adds the technical name and whether it is the main site', () => {
    const events = site({ name: 'Events Site', slug: 'events' });
    expect(resolveSite(events)).toEqual({
      ...events,
      technicalName: 'events_site',
      isMain: false,
    });
  });
});
