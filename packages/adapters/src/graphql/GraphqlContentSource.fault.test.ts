import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlContentSource } from './GraphqlContentSource';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let source: GraphqlContentSource;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  source = new GraphqlContentSource({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

describe('GraphqlContentSource against a failing upstream', () => {
  it('fails with the first GraphQL error message', async () => {
    stub.answer({
      kind: 'json',
      body: { errors: [{ message: 'Syntax Error' }, { message: 'x' }] },
    });
    await expect(source.systemData()).rejects.toThrow(new UpstreamError('Syntax Error', 200));
  });

  it('fails with the status code when a 500 carries no message', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const failure = source.systemData();
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"sites": [' });
    await expect(source.systemData()).rejects.toBeInstanceOf(UpstreamError);
  });

  it('names a missing field', async () => {
    stub.answer({ kind: 'json', body: { data: { countries: [], languages: [] } } });
    await expect(source.systemData()).rejects.toEqual(
      expect.objectContaining({ name: 'UpstreamDataError', field: 'sites' }),
    );
    await expect(source.systemData()).rejects.toBeInstanceOf(UpstreamDataError);
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { page: null } } });
    await expect(source.pageByPath({ path: '/', language: 'en' })).rejects.toThrow(
      /no answer in time/,
    );
  });

  it('fails on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = source.pageByPath({ path: '/', language: 'en' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });

  it('sends the locale header with current, fallback and en', async () => {
    stub.answer({ kind: 'json', body: { data: { page: null } } });
    await source.pageByPath({ path: '/x', language: 'fr', fallbackLanguage: 'de' });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'fr,de,en' },
      body: {
        operationName: 'pageByPathQuery',
        variables: { path: '/x', siteId: null, stage: 'PUBLISHED' },
      },
    });
  });

  it('asks for the site and the draft stage when the request names them', async () => {
    stub.answer({ kind: 'json', body: { data: { page: null } } });
    await source.pageByPath({ path: '/x', language: 'en', siteId: 'site-events', stage: 'DRAFT' });
    expect(stub.requests.at(-1)).toMatchObject({
      body: { variables: { path: '/x', siteId: 'site-events', stage: 'DRAFT' } },
    });
  });
});

describe('GraphqlContentSource against an upstream answering the wrong shape', () => {
  it('names a missing field of a page read by id', async () => {
    stub.answer({ kind: 'json', body: { data: { pageById: { id: 'p' } } } });
    await expect(source.pageById({ id: 'p', language: 'en' })).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'pageById.siteId',
    });
    expect(stub.requests.at(-1)).toMatchObject({
      body: { operationName: 'pageByIdQuery', variables: { id: 'p', stage: 'PUBLISHED' } },
    });
  });

  it('names a redirect target that names no link kind at all', async () => {
    stub.answer({
      kind: 'json',
      body: {
        data: { redirects: [{ previousUrl: '/a', target: { __typename: 7, text: 'x' } }] },
      },
    });
    await expect(source.redirectsByPreviousUrl(['/a'])).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'redirects.0.target.__typename',
    });
  });

  it('names a malformed navigation item deep in the tree', async () => {
    const item = (slug: string, items: unknown[]) => ({
      title: slug,
      slug,
      breadcrumbOverride: null,
      countries: [],
      hidden: false,
      hiddenSubItems: false,
      page: null,
      path: null,
      target: null,
      linkTitle: null,
      marketingSection: null,
      marketingTitle: null,
      marketingDescription: null,
      items,
      sections: [],
    });
    stub.answer({
      kind: 'json',
      body: {
        data: {
          navigationTree: {
            id: 'nav',
            items: [item('company', [{ ...item('history', []), hidden: 'yes' }])],
          },
        },
      },
    });
    await expect(source.navigationTree({ id: 'nav', language: 'de' })).rejects.toMatchObject({
      name: 'UpstreamDataError',
      field: 'navigationTree.items.0.items.0.hidden',
    });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'de,en' },
      body: { operationName: 'navigationTreeQuery', variables: { id: 'nav', stage: 'PUBLISHED' } },
    });
  });

  it('fails with the first GraphQL error of a redirects answer', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'Too many previous URLs' }] } });
    await expect(source.redirectsByPreviousUrl(['/a'])).rejects.toThrow(
      new UpstreamError('Too many previous URLs', 200),
    );
  });
});
