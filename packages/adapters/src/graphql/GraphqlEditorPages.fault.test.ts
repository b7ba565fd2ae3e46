import { UpstreamError } from '@kmx/domain/errors';
import type { EditorPagesRequest } from '@kmx/domain/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlEditorPages } from './GraphqlEditorPages';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let editorPages: GraphqlEditorPages;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  editorPages = new GraphqlEditorPages({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

const request: EditorPagesRequest = { siteId: 'site-x', language: 'de', stage: 'DRAFT' };

const listedPage = {
  id: 'page-x',
  title: 'Seite',
  url: '/x',
  isPublished: false,
  languages: ['en'],
  protection: 'none',
  translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: [] },
};

describe('GraphqlEditorPages against a failing upstream', () => {
  it('sends the site and stage, and the asked language alone as the locale header', async () => {
    stub.answer({ kind: 'json', body: { data: { sitePages: [listedPage] } } });
    const pages = await editorPages.pagesOfSite({ ...request, language: 'DE' });
    expect(pages).toEqual([
      {
        id: 'page-x',
        title: 'Seite',
        path: '/x',
        isPublished: false,
        languages: ['en'],
        protection: 'none',
        translation: { sourceLanguage: 'en', sourceEditedAt: null, targetLanguages: [] },
      },
    ]);
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { 'x-locale': 'de' },
      body: {
        operationName: 'sitePagesQuery',
        variables: { siteId: 'site-x', stage: 'DRAFT' },
      },
    });
  });

  it('fails with the first GraphQL error message', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'Not allowed' }, { message: 'x' }] } });
    await expect(editorPages.pagesOfSite(request)).rejects.toThrow(
      new UpstreamError('Not allowed', 200),
    );
  });

  it('fails with the status code of a 502', async () => {
    stub.answer({ kind: 'text', body: 'Bad Gateway', status: 502 });
    const failure = editorPages.pagesOfSite(request);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 502 });
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"sitePages": [' });
    await expect(editorPages.pagesOfSite(request)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('names a missing field', async () => {
    const withoutTranslation: Partial<typeof listedPage> = { ...listedPage };
    delete withoutTranslation.translation;
    stub.answer({ kind: 'json', body: { data: { sitePages: [withoutTranslation] } } });
    const failure = editorPages.pagesOfSite(request);
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'sitePages.0.translation' });
  });

  it('names a source edit that is no timestamp', async () => {
    const translation = { ...listedPage.translation, sourceEditedAt: 'yesterday' };
    stub.answer({
      kind: 'json',
      body: { data: { sitePages: [{ ...listedPage, translation }] } },
    });
    await expect(editorPages.pagesOfSite(request)).rejects.toMatchObject({
      field: 'sitePages.0.translation.sourceEditedAt',
    });
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { sitePages: null } } });
    await expect(editorPages.pagesOfSite(request)).rejects.toThrow(/no answer in time/);
  });

  it('fails on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = editorPages.pagesOfSite(request);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });
});
