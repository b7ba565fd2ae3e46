import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamDataError } from '../graphql/UpstreamDataError';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { HttpSearchIndex } from './HttpSearchIndex';

let stub: StubUpstream;
let index: HttpSearchIndex;

const request = { localeCode: 'de-CH', siteSlug: null, query: 'cutter', page: 2 } as const;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  index = new HttpSearchIndex({ baseUrl: new URL(stub.url).origin, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

describe('HttpSearchIndex against a failing upstream', () => {
  it('fails with the status and the service error of a 500', async () => {
    stub.answer({ kind: 'json', status: 500, body: { error: 'Index is rebuilding' } });
    const failure = index.search(request);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      status: 500,
      message: 'Search failed: search answered 500: Index is rebuilding',
    });
  });

  it('fails with the status alone when the error body is not JSON', async () => {
    stub.answer({ kind: 'text', status: 502, body: '<html>Bad gateway</html>' });
    await expect(index.suggest(request)).rejects.toMatchObject({
      status: 502,
      message: 'Search failed: suggest answered 502',
    });
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"records": [' });
    const failure = index.search(request);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 200, cause: expect.any(SyntaxError) });
  });

  it('names a missing field', async () => {
    stub.answer({
      kind: 'json',
      body: { records: [{ title: 'Cutter 355', url: '/x' }], total: 1, page: 1, pageSize: 10 },
    });
    const failure = index.search(request).catch((error: unknown) => error);
    expect(await failure).toBeInstanceOf(UpstreamError);
    const cause = ((await failure) as UpstreamError).cause;
    expect(cause).toBeInstanceOf(UpstreamDataError);
    expect(cause).toMatchObject({ field: 'records.0.description' });
  });

  it('names a missing suggestion list', async () => {
    stub.answer({ kind: 'json', body: { suggestion: ['cutter'] } });
    await expect(index.suggest(request)).rejects.toThrow(/suggestions/);
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { suggestions: [] } });
    const failure = index.suggest(request).catch((error: unknown) => error);
    expect(await failure).toBeInstanceOf(UpstreamError);
    expect(((await failure) as UpstreamError).cause).toMatchObject({ name: 'TimeoutError' });
  });

  it('fails from the connection error on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = index.search(request).catch((error: unknown) => error);
    expect(await failure).toMatchObject({ status: null, message: 'Search failed: socket hang up' });
    expect(((await failure) as UpstreamError).cause).toMatchObject({ code: 'ECONNRESET' });
  });

  it('posts again on the kept-alive connection after a failure', async () => {
    stub.answer({ kind: 'json', body: { suggestions: ['cutter'] } });
    expect(await index.suggest(request)).toEqual(['cutter']);
  });
});

describe('HttpSearchIndex on the wire', () => {
  it('posts the search body as JSON to /search', async () => {
    stub.answer({ kind: 'json', body: { records: [], total: 0, page: 2, pageSize: 10 } });
    await index.search({ ...request, countryCode: 'CH' });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'content-type': 'application/json' },
      body: { localeCode: 'de-CH', siteSlug: null, query: 'cutter', page: 2, countryCode: 'CH' },
    });
  });

  it('posts the suggest body without a page', async () => {
    stub.answer({ kind: 'json', body: { suggestions: ['cutter'] } });
    expect(await index.suggest({ localeCode: 'en', siteSlug: 'events', query: 'cut' })).toEqual([
      'cutter',
    ]);
    expect(stub.requests.at(-1)?.body).toEqual({
      localeCode: 'en',
      siteSlug: 'events',
      query: 'cut',
    });
  });

  it('drops a kind of record it does not know instead of failing', async () => {
    stub.answer({
      kind: 'json',
      body: {
        records: [
          { title: 'A', description: 'a', url: '/a', kind: 'hologram' },
          { title: 'B', description: 'b', url: '/b', kind: 'story' },
          { title: 'C', description: 'c', url: '/c' },
        ],
        total: 3,
        page: 1,
        pageSize: 10,
      },
    });
    expect((await index.search(request)).records).toEqual([
      { title: 'A', description: 'a', url: '/a' },
      { title: 'B', description: 'b', url: '/b', kind: 'story' },
      { title: 'C', description: 'c', url: '/c' },
    ]);
  });
});
