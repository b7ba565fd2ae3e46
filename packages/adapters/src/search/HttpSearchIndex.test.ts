import { UpstreamError } from '@kmx/domain/errors';
import { describe, expect, it } from 'vitest';
import { HttpSearchIndex } from './HttpSearchIndex';

const request = { localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 } as const;

describe('HttpSearchIndex given a failing fetch', () => {
  it('throws an error made from the fetch error, keeping it as the cause', async () => {
    const fetchError = new TypeError('getaddrinfo ENOTFOUND search.test');
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test',
      fetch: async () => {
        throw fetchError;
      },
    });
    const failure = await index.search(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'Search failed: getaddrinfo ENOTFOUND search.test',
      status: null,
      cause: fetchError,
    });
  });

  it('fails with the status when the body breaks off', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test',
      fetch: async () => new Response(broken, { status: 200 }),
    });
    await expect(index.suggest(request)).rejects.toMatchObject({
      status: 200,
      message: 'Search failed: socket hang up',
    });
  });

  it('posts to the base address without doubling its slash', async () => {
    const addresses: string[] = [];
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test/api/',
      fetch: async (input) => {
        addresses.push(String(input));
        return Response.json({ suggestions: [] });
      },
    });
    await index.suggest(request);
    expect(addresses).toEqual(['http://search.test/api/suggest']);
  });

  it('writes a request log line with the operation and the start of the body', async () => {
    const lines: unknown[] = [];
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test',
      fetch: async () => Response.json({ suggestions: [] }),
      logger: {
        debug: (_message, fields) => lines.push(fields),
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    });
    await index.suggest(request);
    expect(lines).toEqual([
      { request: 'suggest {"localeCode":"en","siteSlug":null,"query":"cutter' },
    ]);
  });
});
