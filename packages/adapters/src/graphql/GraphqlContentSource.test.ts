import { placeholderImageUrl } from '@kmx/domain/catalogue';
import { DomainError } from '@kmx/domain/errors';
import { describe, expect, it } from 'vitest';
import { GraphqlContentSource } from './GraphqlContentSource';
import { UpstreamDataError } from './UpstreamDataError';

function answering(body: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sourceAnswering(body: unknown) {
  return new GraphqlContentSource({
    endpoint: 'http://content.test/graphql',
    fetch: answering(body),
  });
}

function pageWith(blocks: readonly unknown[], protection = 'none') {
  return {
    data: {
      page: {
        id: 'p',
        siteId: 'site-main',
        title: 'T',
        slug: 't',
        url: '/t',
        pageType: 'Content',
        theme: 'Default',
        contentLanguage: 'en',
        isLanguageFallback: false,
        isLanguageUnavailable: false,
        languages: ['en'],
        isPublished: true,
        protection,
        description: '',
        blocks,
      },
    },
  };
}

describe('GraphqlContentSource given a malformed answer', () => {
  it('names the first bad field', async () => {
    const source = sourceAnswering({ data: { countries: [], languages: [], sites: [{ id: 7 }] } });
    const failure = source.systemData();
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'sites.0.id' });
  });

  it('names the bad field inside a block of a known kind', async () => {
    const source = sourceAnswering(
      pageWith([
        { __typename: 'RichTextBlock', id: 'a', html: '<p>ok</p>' },
        {
          __typename: 'ImageBlock',
          id: 'b',
          image: { url: 'https://content.example/a.png', alternativeText: 'x' },
          caption: null,
          layout: 'sideways',
        },
      ]),
    );
    await expect(source.pageByPath({ path: '/t', language: 'en' })).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'page.blocks.1.layout',
    });
  });

  it('shows the placeholder for a picture whose address is no URL, instead of failing', async () => {
    const source = sourceAnswering(
      pageWith([
        {
          __typename: 'ImageBlock',
          id: 'b',
          image: { url: 'not a url', alternativeText: 'x' },
          caption: null,
          layout: 'inline',
        },
      ]),
    );
    const page = await source.pageByPath({ path: '/t', language: 'en' });
    expect(page?.blocks).toEqual([
      {
        type: 'Image',
        id: 'b',
        image: { url: placeholderImageUrl, alternativeText: 'x' },
        caption: null,
        layout: 'inline',
      },
    ]);
  });

  it('refuses a path link with neither a path nor an action', async () => {
    const source = sourceAnswering({
      data: {
        redirects: [
          {
            previousUrl: '/old',
            target: { __typename: 'PathLink', text: 'x', path: null, action: null },
          },
        ],
      },
    });
    await expect(source.redirectsByPreviousUrl(['/old'])).rejects.toMatchObject({
      field: 'redirects.0.target.path',
    });
  });

  it('reads a link of a kind it does not know as the fallback link "Invalid" to /products', async () => {
    const source = sourceAnswering({
      data: {
        redirects: [{ previousUrl: '/old', target: { __typename: 'HologramLink', text: 'x' } }],
      },
    });
    expect(await source.redirectsByPreviousUrl(['/old'])).toEqual([
      {
        previousUrl: '/old',
        target: { kind: 'path', text: 'Invalid', link: { kind: 'path', path: '/products' } },
      },
    ]);
  });

  it('still names the bad field of a link of a known kind', async () => {
    const source = sourceAnswering({
      data: {
        redirects: [{ previousUrl: '/old', target: { __typename: 'ProductLink', text: 'x' } }],
      },
    });
    await expect(source.redirectsByPreviousUrl(['/old'])).rejects.toMatchObject({
      field: 'redirects.0.target.productSlug',
    });
  });

  it('carries the first GraphQL error message', async () => {
    const source = sourceAnswering({ errors: [{ message: 'Upstream exploded' }] });
    await expect(source.systemData()).rejects.toThrow('Upstream exploded');
  });
});

describe('GraphqlContentSource given blocks of many kinds', () => {
  const quote = {
    __typename: 'QuoteBlock',
    id: 'q',
    quote: 'Precision first.',
    author: 'Lena Baumgartner',
    role: null,
    portrait: null,
  };

  it('turns an unknown block type into an Unknown block instead of failing', async () => {
    const source = sourceAnswering(
      pageWith([{ __typename: 'HologramBlock', id: 'b' }], 'kmx_editor'),
    );
    const page = await source.pageByPath({ path: '/t', language: 'en' });
    expect(page?.blocks).toEqual([{ id: 'b', type: 'Unknown', typeName: 'Hologram' }]);
    expect(page?.protection).toEqual({ role: 'kmx_editor' });
  });

  it('types every kind it knows, in the order given', async () => {
    const source = sourceAnswering(
      pageWith([{ __typename: 'RichTextBlock', id: 'r', html: '<p>Hello</p>' }, quote]),
    );
    const page = await source.pageByPath({ path: '/t', language: 'en' });
    expect(page?.blocks).toEqual([
      { id: 'r', type: 'RichText', html: '<p>Hello</p>' },
      {
        id: 'q',
        type: 'Quote',
        quote: 'Precision first.',
        author: 'Lena Baumgartner',
        role: null,
        portrait: null,
      },
    ]);
  });

  it('reads a download without a thumbnail field as one without a thumbnail', async () => {
    const file = {
      name: 'Data sheet',
      url: 'https://media.example/sheet.pdf',
      extension: 'pdf',
      sizeBytes: 524288,
      language: 'en',
    };
    const source = sourceAnswering(
      pageWith([
        {
          __typename: 'DownloadsBlock',
          id: 'd',
          title: null,
          files: [
            file,
            { ...file, thumbnail: { url: 'https://media.example/sheet.png', alternativeText: '' } },
          ],
        },
      ]),
    );
    const page = await source.pageByPath({ path: '/t', language: 'en' });
    const [block] = page?.blocks ?? [];
    expect(block?.type === 'Downloads' && block.files.map((entry) => entry.thumbnail)).toEqual([
      null,
      { url: 'https://media.example/sheet.png', alternativeText: '' },
    ]);
  });

  it('leaves unset flash message options out', async () => {
    const source = sourceAnswering(
      pageWith([
        {
          __typename: 'FlashMessageBlock',
          id: 'f',
          message: {
            title: 'Hi',
            text: 'x',
            type: 'success',
            linkText: null,
            to: null,
            static: true,
            timeout: null,
            floating: null,
          },
        },
      ]),
    );
    const page = await source.pageByPath({ path: '/t', language: 'en' });
    expect(page?.blocks).toEqual([
      {
        id: 'f',
        type: 'FlashMessage',
        message: { title: 'Hi', text: 'x', type: 'success', static: true },
      },
    ]);
  });
});

describe('GraphqlContentSource without an answer to look for', () => {
  it('asks nothing for an empty list of previous addresses', async () => {
    let calls = 0;
    const source = new GraphqlContentSource({
      endpoint: 'http://content.test/graphql',
      fetch: async () => {
        calls += 1;
        return new Response('{}');
      },
    });
    expect(await source.redirectsByPreviousUrl([])).toEqual([]);
    expect(calls).toBe(0);
  });

  it('fails with a configuration error for an unknown navigation id', async () => {
    const source = sourceAnswering({ data: { navigationTree: null } });
    const failure = source.navigationTree({ id: 'nav-x', language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({
      code: 'INVALID_CONFIGURATION',
      message: "No navigation tree 'nav-x' in the content service",
    });
  });
});
