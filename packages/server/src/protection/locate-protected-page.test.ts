import type { Page } from '@kmx/domain/content';
import type { ContentSource, PageRequest } from '@kmx/domain/ports';
import type { Site, SystemData } from '@kmx/domain/site';
import { describe, expect, it } from 'vitest';
import { locateProtectedPage } from './locate-protected-page';
import { protectedPage } from './test-pages';

function site(id: string, slug: string | null): Site {
  return {
    id,
    name: id,
    slug,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    headerNavigationId: `${id}-header`,
    footerNavigationId: `${id}-footer`,
    domains: slug === null ? ['localhost'] : [`localhost/${slug}`],
  } as Site;
}

function contentWith(pages: readonly Page[]) {
  const asked: PageRequest[] = [];
  const content = {
    systemData: async () =>
      ({
        countries: [],
        languages: [],
        sites: [site('site-main', null), site('site-events', 'events')],
      }) as unknown as SystemData,
    pageByPath: async (request: PageRequest) => {
      asked.push(request);
      return (
        pages.find((page) => page.siteId === request.siteId && page.url === request.path) ?? null
      );
    },
  } as unknown as ContentSource;
  return { content, asked };
}

const internal = protectedPage();
const subPage = protectedPage({ url: '/internal-2025/internal-productronica' });

describe('finding the protected page a gate form was posted to', () => {
  it('reads locale, site slug and path within the site', async () => {
    const { content, asked } = contentWith([internal]);
    const found = await locateProtectedPage(content, {
      path: '/de/events/internal-2025',
      hostname: 'localhost',
    });
    expect(found).toEqual({ page: internal, address: '/de/events/internal-2025' });
    expect(asked).toEqual([{ path: '/internal-2025', language: 'de', siteId: 'site-events' }]);
  });

  it('finds a sub-page and gives its canonical address', async () => {
    const { content } = contentWith([subPage]);
    const found = await locateProtectedPage(content, {
      path: '/EN/events//internal-2025/internal-productronica/',
      hostname: 'localhost',
    });
    expect(found?.address).toBe('/en/events/internal-2025/internal-productronica');
  });

  it('finds nothing without a locale prefix', async () => {
    const { content } = contentWith([internal]);
    expect(
      await locateProtectedPage(content, { path: '/events/internal-2025', hostname: 'localhost' }),
    ).toBeNull();
  });

  it('finds nothing where no page is, or where the page is open to all', async () => {
    const { content } = contentWith([protectedPage({ protection: 'none' })]);
    expect(
      await locateProtectedPage(content, {
        path: '/en/events/internal-2025',
        hostname: 'localhost',
      }),
    ).toBeNull();
    expect(
      await locateProtectedPage(content, { path: '/en/nothing', hostname: 'localhost' }),
    ).toBeNull();
  });

  it('finds nothing when the site configuration has no main site', async () => {
    const content = {
      systemData: async () => ({
        countries: [],
        languages: [],
        sites: [site('site-events', 'events')],
      }),
      pageByPath: async () => internal,
    } as unknown as ContentSource;
    expect(
      await locateProtectedPage(content, { path: '/en/other', hostname: 'example.com' }),
    ).toBeNull();
  });
});
