import type { NavigationSourceItem } from '@kmx/domain/navigation';
import { describe, expect, it } from 'vitest';
import type { PageContext } from './PageContext';
import { siteNavigation } from './site-navigation';

// The content service as the data cache hands it out: the same object while it is cached.
const header: readonly NavigationSourceItem[] = [
  { title: 'Company', slug: 'company', items: [{ title: 'History', slug: 'history' }] },
  { title: 'Jobs in Switzerland', slug: 'jobs', countries: ['CH'] },
];
const footer: readonly NavigationSourceItem[] = [{ title: 'Contact', slug: 'contact' }];

/** Only what `siteNavigation` reads of a page's context. */
function contextFor(country: string, nextRelease = false): PageContext {
  return {
    content: {
      navigationTree: ({ id }: { id: string }) =>
        Promise.resolve(id === 'header' ? header : footer),
    },
    site: { site: { headerNavigationId: 'header', footerNavigationId: 'footer', isMain: true } },
    locale: { language: 'en', country },
    links: { localeCode: `en-${country.toLowerCase()}`, siteSlug: null },
    modes: { nextRelease, testing: false },
  } as unknown as PageContext;
}

describe('the navigation of a site', () => {
  it('shows the visitor what their country offers', async () => {
    const swiss = await siteNavigation(contextFor('CH'));
    const german = await siteNavigation(contextFor('DE'));
    expect(swiss.visibleHeader.map((item) => item.slug)).toEqual(['company', 'jobs']);
    expect(german.visibleHeader.map((item) => item.slug)).toEqual(['company']);
    expect(swiss.visibleHeader[0]?.url).toBe('/en-ch/company');
  });

  it("drops the header's last top item in next-release mode, not the footer's", async () => {
    const nextRelease = await siteNavigation(contextFor('CH', true));
    expect(nextRelease.visibleHeader.map((item) => item.slug)).toEqual(['company']);
    expect(nextRelease.visibleFooter.map((item) => item.slug)).toEqual(['contact']);
  });

  it('is made once per cached tree and country, and shared by the pages that show it', async () => {
    const first = await siteNavigation(contextFor('CH'));
    const second = await siteNavigation(contextFor('CH'));
    expect(second.visibleHeader).toBe(first.visibleHeader);
    expect(second.visibleFooter).toBe(first.visibleFooter);
    const nextRelease = await siteNavigation(contextFor('CH', true));
    expect(nextRelease.visibleHeader).not.toBe(first.visibleHeader);
  });
});
