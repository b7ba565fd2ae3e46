import { redirectsDocument } from '@kmx/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createContentService } from './content-service';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

async function redirects(previousUrls: readonly string[]) {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: redirectsDocument,
      variables: { previousUrls },
    }),
  });
  const { data } = (await response.json()) as { data: { redirects: unknown[] } };
  return data.redirects;
}

describe('system redirects of the sandbox content service', () => {
  it('answers the redirects of the previous addresses asked for, and no others', async () => {
    expect(await redirects(['/about-us', '/nowhere', '/news'])).toEqual([
      {
        previousUrl: '/about-us',
        target: {
          __typename: 'PageLink',
          text: 'Company',
          page: { id: 'page-company', url: '/company' },
          pageParameters: '',
          openInNewTab: false,
        },
      },
      {
        previousUrl: '/news',
        target: {
          __typename: 'PathLink',
          text: 'Media releases',
          path: '/media-releases',
          action: null,
        },
      },
    ]);
  });

  it('answers an empty list when no previous address matches', async () => {
    expect(await redirects(['/company'])).toEqual([]);
  });

  it('leads to products, services and other sites too', async () => {
    const answer = await redirects(['/products/cutter-350', '/service/training', '/job-portal']);
    expect(
      answer.map((redirect) => (redirect as { target: { __typename: string } }).target.__typename),
    ).toEqual(['ProductLink', 'ServiceLink', 'ExternalLink']);
  });
});
