import { UpstreamError } from '@kmx/domain/errors';
import { describe, expect, it } from 'vitest';
import type { PostAnswer } from '../http/json-post';
import { HttpSearchIndex } from './HttpSearchIndex';

/** An answer of the post port with the given status and body text. */
const answered = (status: number, text: Promise<string>): PostAnswer => ({
  status,
  text: () => text,
});
const json = (body: unknown) => answered(200, Promise.resolve(JSON.stringify(body)));

const request = { localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 } as const;

describe('HttpSearchIndex over its post port', () => {
  it('throws an error made from the post error, keeping it as the cause', async () => {
    const postError = new Error('getaddrinfo ENOTFOUND search.test');
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test',
      post: async () => {
        throw postError;
      },
    });
    const failure = await index.search(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({
      code: 'UPSTREAM_ERROR',
      message: 'Search failed: getaddrinfo ENOTFOUND search.test',
      status: null,
      cause: postError,
    });
  });

  it('fails with the status when the body breaks off', async () => {
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test',
      post: async () => answered(200, Promise.reject(new Error('socket hang up'))),
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
      post: async (url) => {
        addresses.push(url);
        return json({ suggestions: [] });
      },
    });
    await index.suggest(request);
    expect(addresses).toEqual(['http://search.test/api/suggest']);
  });

  it('writes a request log line with the operation and the start of the body', async () => {
    const lines: unknown[] = [];
    const index = new HttpSearchIndex({
      baseUrl: 'http://search.test',
      post: async () => json({ suggestions: [] }),
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
