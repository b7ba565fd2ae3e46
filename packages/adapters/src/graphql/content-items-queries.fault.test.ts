import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { newsFeedQuery, relatedStoriesQuery } from './content-items-queries';
import { GraphqlEndpoint } from './GraphqlEndpoint';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let endpoint: GraphqlEndpoint;

const firstPage = { language: 'en', first: 10, after: null } as const;
const related = { productSlug: 'cutter-355', language: 'de' } as const;

const item = {
  id: 'news-1',
  title: 'Title',
  text: 'Text',
  image: null,
  link: null,
  publicationDate: '2025-01-01',
};

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  endpoint = new GraphqlEndpoint({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

describe('the news feed and related stories queries against a failing upstream', () => {
  it('fail with the first GraphQL error message', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'Unknown cursor' }], data: null } });
    await expect(newsFeedQuery(endpoint, firstPage)).rejects.toThrow(
      new UpstreamError('Unknown cursor', 200),
    );
  });

  it('fail with the status code of a 500 without a message', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const failure = relatedStoriesQuery(endpoint, related);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });

  it('fail clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"newsFeed": {' });
    await expect(newsFeedQuery(endpoint, firstPage)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('name a missing field of the connection', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { newsFeed: { edges: [{ cursor: 'c1', node: item }] } } },
    });
    const failure = newsFeedQuery(endpoint, firstPage);
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'newsFeed.pageInfo' });
  });

  it('name a malformed field of a story', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { relatedStories: [{ id: 's', slug: 's', publicationDate: 'yesterday' }] } },
    });
    await expect(relatedStoriesQuery(endpoint, related)).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'relatedStories.0.publicationDate',
    });
  });

  it('give up on a slow answer after the time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { relatedStories: [] } } });
    await expect(relatedStoriesQuery(endpoint, related)).rejects.toThrow(/no answer in time/);
  });

  it('fail on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = newsFeedQuery(endpoint, firstPage);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });

  it('send the page size, the cursor and the locale header, and read the connection', async () => {
    stub.answer({
      kind: 'json',
      body: {
        data: {
          newsFeed: {
            edges: [{ cursor: 'c1', node: item }],
            pageInfo: { hasNextPage: false, endCursor: 'c1' },
          },
        },
      },
    });
    const page = await newsFeedQuery(endpoint, { language: 'fr', first: 5, after: 'c0' });
    expect(page).toEqual({ items: [item], endCursor: 'c1', hasNextPage: false });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'fr,en' },
      body: { operationName: 'newsFeedQuery', variables: { first: 5, after: 'c0' } },
    });
  });

  it('send the product slug of related stories', async () => {
    stub.answer({ kind: 'json', body: { data: { relatedStories: [] } } });
    expect(await relatedStoriesQuery(endpoint, related)).toEqual([]);
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'de,en' },
      body: { operationName: 'relatedStoriesQuery', variables: { productSlug: 'cutter-355' } },
    });
  });

  it("ask for related stories in the country's own language before English", async () => {
    stub.answer({ kind: 'json', body: { data: { relatedStories: [] } } });
    await relatedStoriesQuery(endpoint, { ...related, language: 'fr', fallbackLanguage: 'de' });
    expect(stub.requests.at(-1)).toMatchObject({ headers: { 'x-locale': 'fr,de,en' } });
  });
});
