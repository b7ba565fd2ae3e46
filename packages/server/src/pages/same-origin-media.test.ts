import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { PagePayload } from '@kmx/domain/view';
import { mediaSources } from '../http/media-proxy';
import {
  sameOriginSearch,
  withPublicOpenGraphImage,
  withSameOriginMedia,
} from './same-origin-media';

const origin = 'http://127.0.0.1:4001';
const catalogueOrigin = 'http://127.0.0.1:4002';
const sources = mediaSources(`${origin}/graphql`, `${catalogueOrigin}/graphql`);

describe('images of the content service', () => {
  it('are addressed on the site’s own origin, wherever they sit in a page', () => {
    const page = {
      title: 'History',
      blocks: [
        { type: 'Image', image: { url: `${origin}/media/content/a.svg`, alt: 'A' } },
        { type: 'Gallery', images: [{ url: `${origin}/media/content/b.svg?w=56` }] },
      ],
    };
    expect(withSameOriginMedia(page, sources)).toEqual({
      title: 'History',
      blocks: [
        { type: 'Image', image: { url: '/media/content/a.svg', alt: 'A' } },
        { type: 'Gallery', images: [{ url: '/media/content/b.svg?w=56' }] },
      ],
    });
  });

  it('leave other addresses and other origins alone', () => {
    const page = {
      links: ['https://example.com/media/a.svg', `${origin}/graphql`, '/en/company'],
      count: 3,
      missing: null,
    };
    expect(withSameOriginMedia(page, sources)).toEqual(page);
  });

  it('copy only what holds an image and leave the page they were given as it was', () => {
    const header = { items: [{ label: 'Company', href: '/en/company' }] };
    const image = { url: `${origin}/media/content/a.svg`, alt: 'A' };
    const page = { header, blocks: [{ type: 'Image', image }] };
    const rewritten = withSameOriginMedia(page, sources);
    expect(rewritten.header).toBe(header);
    expect(rewritten.blocks[0]?.image.url).toBe('/media/content/a.svg');
    expect(image.url).toBe(`${origin}/media/content/a.svg`);
    const plain = { links: ['/en/company'], count: 3 };
    expect(withSameOriginMedia(plain, sources)).toBe(plain);
  });

  it('are rewritten once per object the data cache hands out, the same copy answering again', () => {
    const cachedPage = {
      blocks: [{ type: 'Image', image: { url: `${origin}/media/content/a.svg` } }],
    };
    const first = withSameOriginMedia({ status: 200, page: cachedPage }, sources);
    const second = withSameOriginMedia({ status: 200, page: cachedPage }, sources);
    expect(second).not.toBe(first);
    expect(second.page).toBe(first.page);
    expect(second.page.blocks[0]?.image.url).toBe('/media/content/a.svg');
    const otherSources = mediaSources(
      'http://127.0.0.1:4003/graphql',
      `${catalogueOrigin}/graphql`,
    );
    expect(withSameOriginMedia(cachedPage, otherSources)).toBe(cachedPage);
  });
});

describe('images of the catalogue service', () => {
  it('are addressed under the catalogue’s own path on the site’s origin', () => {
    const product = { images: [{ url: `${catalogueOrigin}/media/products/cutter.svg?w=480` }] };
    expect(withSameOriginMedia(product, sources)).toEqual({
      images: [{ url: '/catalogue-media/products/cutter.svg?w=480' }],
    });
  });
});

describe('the Open Graph image of a page', () => {
  const pageWithImage = (image: string | null) =>
    ({
      payload: {
        status: 200,
        head: {
          title: 'History | Komax',
          description: '',
          canonical: 'https://www.example.com/en/company/history',
          alternates: [],
          openGraph: { type: 'article', siteName: 'Komax', locale: 'en', image },
          robots: 'index, follow',
        },
        view: { kind: 'error', language: 'en', homeHref: '/en' },
      } satisfies PagePayload,
      cacheable: true,
    }) as const;

  it('is absolute, on the public origin, for other sites to read', () => {
    const page = withPublicOpenGraphImage(
      pageWithImage('/catalogue-media/products/cutter.svg'),
      sources,
      'https://www.example.com',
    );
    expect(page.payload.head.openGraph.image).toBe(
      'https://www.example.com/catalogue-media/products/cutter.svg',
    );
  });

  it('is left as it is when it is no file the site passes through, or when there is none', () => {
    for (const image of ['https://cdn.example.com/a.svg', null]) {
      const page = pageWithImage(image);
      expect(withPublicOpenGraphImage(page, sources, 'https://www.example.com')).toBe(page);
    }
  });
});

describe('the site search as a page shows it', () => {
  it('names a hit’s upstream file same-origin, and leaves the suggestions alone', async () => {
    const index = sameOriginSearch(
      {
        search: async () => ({
          records: [
            { title: 'Sheet', description: '', url: `${origin}/media/downloads/sheet.pdf` },
            { title: 'Cutter', description: '', url: '/en/products/cutter-355' },
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
        suggest: async () => [`${origin}/media/x.svg`],
      },
      sources,
    );
    const request = { localeCode: 'en', siteSlug: null, query: 'sheet', page: 1 } as const;
    expect((await index.search(request)).records.map((record) => record.url)).toEqual([
      '/media/downloads/sheet.pdf',
      '/en/products/cutter-355',
    ]);
    expect(await index.suggest(request)).toEqual([`${origin}/media/x.svg`]);
  });
});

test.prop([fc.jsonValue()])('changes nothing in data without media addresses', (value) => {
  expect(withSameOriginMedia(value, sources)).toEqual(value);
});
