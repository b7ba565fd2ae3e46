import { describe, expect, it } from 'vitest';
import { hasHeaderAndFooterNavigation, usableSites } from './usable-sites';
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

describe('usable sites', () => {
  it('keeps a site with header and footer navigation, resolved', () => {
    expect(usableSites([site({ name: 'Brand-Portal', slug: 'brand-portal' })])).toEqual([
      {
        ...site({ name: 'Brand-Portal', slug: 'brand-portal' }),
        technicalName: 'brand_portal',
        isMain: false,
      },
    ]);
  });

  it('drops a site without header navigation', () => {
    expect(usableSites([site({ headerNavigationId: null })])).toEqual([]);
  });

  it('drops a site without footer navigation', () => {
    expect(usableSites([site({ footerNavigationId: null })])).toEqual([]);
  });

  it('treats a blank navigation id as none', () => {
    expect(hasHeaderAndFooterNavigation(site({ headerNavigationId: ' ' }))).toBe(false);
    expect(hasHeaderAndFooterNavigation(site({ footerNavigationId: '' }))).toBe(false);
  });

  it('keeps the order of the remaining sites', () => {
    const sites = [
      site({ id: 'a' }),
      site({ id: 'b', headerNavigationId: null }),
      site({ id: 'c', slug: 'events' }),
    ];
    expect(usableSites(sites).map((usable) => usable.id)).toEqual(['a', 'c']);
  });
});
