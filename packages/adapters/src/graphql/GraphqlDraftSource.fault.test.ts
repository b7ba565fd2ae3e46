import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { faultTimeoutMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { draftQueries } from './draft-documents';
import { GraphqlDraftSource } from './GraphqlDraftSource';

let stub: StubUpstream;
let source: GraphqlDraftSource;

const draftPage = (variables: Record<string, unknown> = { path: '/company' }) =>
  source.answer({ query: draftQueries.DraftPage.document, variables, language: 'de' });
const draftNavigation = () =>
  source.answer({
    query: draftQueries.DraftNavigation.document,
    variables: { id: 'nav-main-header' },
    language: 'en',
  });
const answering = (data: unknown) => stub.answer({ kind: 'json', body: { data } });

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: { data: { page: null } } });
  source = new GraphqlDraftSource({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

beforeEach(() => answering({ page: null }));

afterAll(() => stub.close());

describe('GraphqlDraftSource', () => {
  it('passes the data of an open page, every field of it, and of no page', async () => {
    const open = { page: { id: 'p', title: 'Company', protection: 'none', blocks: [] } };
    answering(open);
    await expect(draftPage()).resolves.toEqual({ kind: 'answered', data: open });
    answering({ page: null });
    await expect(draftPage()).resolves.toEqual({ kind: 'answered', data: { page: null } });
  });

  it('asks for exactly its own document, its variables and the language', async () => {
    await draftPage({ path: '/company', siteId: 'site-events' });
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'de,en' },
      body: {
        operationName: 'DraftPage',
        query: draftQueries.DraftPage.document,
        variables: { path: '/company', siteId: 'site-events' },
      },
    });
  });

  it.each(['password', 'partner'])('refuses a page protected by %s', async (protection) => {
    answering({ page: { id: 'p', protection } });
    await expect(draftPage()).resolves.toEqual({ kind: 'protected' });
  });

  it('passes navigation data as it is', async () => {
    const navigation = { navigationTree: { id: 'nav', items: [{ title: 'A', hidden: false }] } };
    answering(navigation);
    await expect(draftNavigation()).resolves.toEqual({ kind: 'answered', data: navigation });
  });

  it('knows its own query however it is laid out', async () => {
    const squeezed = draftQueries.DraftPage.document.replace(/\s+/g, ' ');
    await expect(
      source.answer({ query: squeezed, variables: { path: '/x' }, language: 'en' }),
    ).resolves.toMatchObject({ kind: 'answered' });
  });

  it('passes on no other query and no variables that do not fit', async () => {
    const before = stub.requests.length;
    await expect(
      source.answer({ query: 'query { page(path: "/x") { id } }', variables: {}, language: 'en' }),
    ).resolves.toEqual({ kind: 'unknown-query' });
    await expect(draftPage({ path: 7 })).resolves.toEqual({
      kind: 'unfit-variables',
      query: 'DraftPage',
    });
    await expect(draftPage({ path: '/x', stage: 'PUBLISHED' })).resolves.toMatchObject({
      kind: 'unfit-variables',
    });
    expect(stub.requests.length).toBe(before);
  });

  it('fails on what it cannot read: errors, no data, a page without its protection', async () => {
    for (const body of [
      { errors: [{ message: 'boom' }] },
      { data: { page: { id: 'p' } }, errors: [{ message: 'partial' }] },
      { data: null },
    ]) {
      stub.answer({ kind: 'json', body });
      await expect(draftPage()).rejects.toBeInstanceOf(UpstreamError);
    }
    answering({ page: { id: 'p' } });
    await expect(draftPage()).rejects.toMatchObject({ name: 'UpstreamDataError' });
    answering({ navigationTree: 'x' });
    await expect(draftNavigation()).rejects.toMatchObject({ name: 'UpstreamDataError' });
  });

  it('tells an answer that is not JSON (status kept) from no answer (status null)', async () => {
    stub.answer({ kind: 'text', body: 'not json' });
    await expect(draftPage()).rejects.toMatchObject({ status: 200 });
    stub.answer({ kind: 'close-socket' });
    await expect(draftPage()).rejects.toMatchObject({ status: null });
  });
});
