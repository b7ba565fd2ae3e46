import { describe, expect, it } from 'vitest';
import { GraphqlContentSource } from './GraphqlContentSource';
import { UpstreamDataError } from './UpstreamDataError';

function answering(body: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('GraphqlContentSource given a malformed answer', () => {
  it('names the first bad field', async () => {
    const source = new GraphqlContentSource({
      endpoint: 'http://content.test/graphql',
      fetch: answering({ data: { countries: [], languages: [], sites: [{ id: 7 }] } }),
    });
    const failure = source.systemData();
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'sites.0.id' });
  });

  it('turns an unknown block type into an Unknown block instead of failing', async () => {
    const source = new GraphqlContentSource({
      endpoint: 'http://content.test/graphql',
      fetch: answering({
        data: {
          page: {
            id: 'p',
            title: 'T',
            slug: 't',
            url: '/t',
            pageType: 'Content',
            theme: 'Default',
            contentLanguage: 'en',
            isLanguageFallback: false,
            isPublished: true,
            protection: 'kmx_editor',
            description: '',
            blocks: [{ id: 'b', type: 'Hologram' }],
          },
        },
      }),
    });
    const page = await source.pageByPath({ path: '/t', language: 'en' });
    expect(page?.blocks).toEqual([{ id: 'b', type: 'Unknown', typeName: 'Hologram' }]);
    expect(page?.protection).toEqual({ role: 'kmx_editor' });
  });

  it('carries the first GraphQL error message', async () => {
    const source = new GraphqlContentSource({
      endpoint: 'http://content.test/graphql',
      fetch: answering({ errors: [{ message: 'Upstream exploded' }] }),
    });
    await expect(source.systemData()).rejects.toThrow('Upstream exploded');
  });
});
