import type { Page } from '@kmx/domain/content';
import type { Logger, PageRequest } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { listPageHeading } from './list-page-heading';
import type { PageContext } from './PageContext';

const texts = { title: 'Media releases', description: 'Announcements, newest first.' };

const cmsPage: Page = {
  id: 'page-media-releases',
  siteId: 'site-main',
  title: 'Press releases',
  slug: 'media-releases',
  url: '/media-releases',
  pageType: 'Content',
  theme: 'Default',
  contentLanguage: 'en',
  isLanguageFallback: false,
  isLanguageUnavailable: false,
  languages: ['en', 'de'],
  isPublished: true,
  protection: 'none',
  description: 'News of the group.',
  blocks: [
    {
      id: 'intro',
      type: 'RichText',
      html: '<h2>Newest first</h2><p>Our releases.</p><script>alert(1)</script>',
    },
  ],
};

const productTeaser: Page['blocks'][number] = {
  id: 'product',
  type: 'Teaser',
  teaser: {
    title: 'Cutter',
    text: null,
    image: null,
    link: { kind: 'product', text: 'The {{name}}', productSlug: 'cutter-355' },
  },
};

const logger = { warn: vi.fn() } as unknown as Logger;

/** Only what `listPageHeading` reads of a page's context. */
function contextWith(
  page: Page | null,
  fallbackLanguage: string | null = 'de',
  productsBySlugs: () => Promise<unknown> = () => Promise.resolve([]),
) {
  const asked: PageRequest[] = [];
  const context = {
    content: {
      pageByPath: (request: PageRequest) => {
        asked.push(request);
        return Promise.resolve(page);
      },
    },
    catalogue: { productsBySlugs },
    site: { site: { id: 'site-main' } },
    visitor: { fallbackLanguage },
    locale: { language: 'fr', country: 'CH' },
    links: { localeCode: 'fr-ch', siteSlug: null },
  } as unknown as PageContext;
  return { context, asked };
}

describe('the heading of a list page', () => {
  it('asks for the page at the list’s address as content pages do', async () => {
    const { context, asked } = contextWith(null);
    await listPageHeading(context, '/media-releases', texts, logger);
    expect(asked).toEqual([
      { path: '/media-releases', language: 'fr', siteId: 'site-main', fallbackLanguage: 'de' },
    ]);
    const without = contextWith(null, null);
    await listPageHeading(without.context, '/stories', texts, logger);
    expect(without.asked).toEqual([{ path: '/stories', language: 'fr', siteId: 'site-main' }]);
  });

  it('is the ui’s texts without a CMS page', async () => {
    const { context } = contextWith(null);
    expect(await listPageHeading(context, '/media-releases', texts, logger)).toEqual({
      ...texts,
      intro: null,
      cacheable: true,
    });
  });

  it('takes title, description and sanitised blocks from the CMS page', async () => {
    const { context } = contextWith({ ...cmsPage, contentLanguage: 'de' });
    const heading = await listPageHeading(context, '/media-releases', texts, logger);
    expect(heading.title).toBe('Press releases');
    expect(heading.description).toBe('News of the group.');
    expect(heading.cacheable).toBe(true);
    expect(heading.intro).toMatchObject({
      title: 'Press releases',
      contentLanguage: 'de',
      productLinks: {},
    });
    const [block] = heading.intro?.blocks ?? [];
    expect(block?.type === 'RichText' && block.html).toBe(
      '<h2 id="newest-first">Newest first</h2><p>Our releases.</p>',
    );
  });

  it('keeps the ui’s texts where the CMS page leaves them empty', async () => {
    const { context } = contextWith({ ...cmsPage, title: ' ', description: '' });
    const heading = await listPageHeading(context, '/stories', texts, logger);
    expect([heading.title, heading.description, heading.intro?.title]).toEqual([
      texts.title,
      texts.description,
      texts.title,
    ]);
  });

  it('ignores a protected page: the list is public and cached', async () => {
    const { context } = contextWith({ ...cmsPage, protection: 'password' });
    const heading = await listPageHeading(context, '/stories', texts, logger);
    expect(heading).toEqual({ ...texts, intro: null, cacheable: true });
  });

  it('looks up the product links of its blocks, leaving them out uncached when that fails', async () => {
    const withProduct = { ...cmsPage, blocks: [productTeaser] };
    const offered = contextWith(withProduct, 'de', () =>
      Promise.resolve([
        {
          slug: 'cutter-355',
          name: 'Cutter 355',
          link: '/products/wire-processing/cutter-355',
          serviceId: null,
          classificationSlug: 'cutting',
        },
      ]),
    );
    const found = await listPageHeading(offered.context, '/stories', texts, logger);
    expect(found.intro?.productLinks['cutter-355']?.href).toBe(
      '/fr-ch/products/wire-processing/cutter-355',
    );
    expect(found.cacheable).toBe(true);

    const failing = contextWith(withProduct, 'de', () => Promise.reject(new Error('down')));
    const left = await listPageHeading(failing.context, '/stories', texts, logger);
    expect(left.intro?.productLinks).toEqual({});
    expect(left.cacheable).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('product links of a list intro left out', {
      path: '/stories',
      error: 'Error: down',
    });
  });

  it('fails with the content service, as the list does', async () => {
    const { context } = contextWith(null);
    const failing = {
      ...context,
      content: { pageByPath: () => Promise.reject(new Error('content down')) },
    } as unknown as PageContext;
    await expect(listPageHeading(failing, '/stories', texts, logger)).rejects.toThrow(
      'content down',
    );
  });
});
