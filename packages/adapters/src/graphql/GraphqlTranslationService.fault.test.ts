import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlTranslationService } from './GraphqlTranslationService';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let translations: GraphqlTranslationService;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  translations = new GraphqlTranslationService({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

afterAll(() => stub.close());

describe('GraphqlTranslationService against a failing upstream', () => {
  it('fails with the first GraphQL error message', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'Not allowed' }, { message: 'x' }] } });
    await expect(translations.state('page-x')).rejects.toThrow(
      new UpstreamError('Not allowed', 200),
    );
  });

  it('fails with the status code of a 500 and does not repeat a start', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const before = stub.requests.length;
    const failure = translations.start('page-x');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
    expect(stub.requests.length - before).toBe(1);
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"translation": {' });
    await expect(translations.reset('page-x')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('names a missing field', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { translation: { pageId: 'page-x', targetLanguages: [] } } },
    });
    const failure = translations.start('page-x');
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'translation.sourceLanguage' });
  });

  it('names a translation state it does not know', async () => {
    stub.answer({
      kind: 'json',
      body: {
        data: {
          translation: {
            pageId: 'page-x',
            sourceLanguage: 'en',
            sourceEditedAt: null,
            targetLanguages: [
              {
                id: 't',
                language: 'de',
                translationState: 'Lost',
                exportedAt: null,
                importedAt: null,
              },
            ],
          },
        },
      },
    });
    await expect(translations.state('page-x')).rejects.toMatchObject({
      field: 'translation.targetLanguages.0.translationState',
    });
  });

  it('names a source edit that is missing or no timestamp', async () => {
    const translation = { pageId: 'page-x', sourceLanguage: 'en', targetLanguages: [] };
    stub.answer({ kind: 'json', body: { data: { translation } } });
    await expect(translations.state('page-x')).rejects.toMatchObject({
      field: 'translation.sourceEditedAt',
    });
    stub.answer({
      kind: 'json',
      body: { data: { translation: { ...translation, sourceEditedAt: 'last week' } } },
    });
    await expect(translations.start('page-x')).rejects.toMatchObject({
      field: 'translation.sourceEditedAt',
    });
  });

  it('passes the source edit on', async () => {
    const translation = {
      pageId: 'page-x',
      sourceLanguage: 'de',
      sourceEditedAt: '2024-05-02T10:00:00.000Z',
      targetLanguages: [],
    };
    stub.answer({ kind: 'json', body: { data: { translation } } });
    await expect(translations.state('page-x')).resolves.toEqual({
      sourceLanguage: 'de',
      sourceEditedAt: '2024-05-02T10:00:00.000Z',
      targetLanguages: [],
    });
    await expect(translations.reset('page-x')).resolves.toEqual({
      sourceLanguage: 'de',
      sourceEditedAt: '2024-05-02T10:00:00.000Z',
      targetLanguages: [],
    });
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { translation: null } } });
    await expect(translations.state('page-x')).rejects.toThrow(/no answer in time/);
  });

  it('fails on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = translations.reset('page-x');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });

  it('sends the page id with each operation', async () => {
    stub.answer({ kind: 'json', body: { data: { translation: null } } });
    await expect(translations.reset('page-y')).rejects.toThrow('Page not found: page-y');
    expect(stub.requests.at(-1)).toMatchObject({
      body: { operationName: 'resetTranslationMutation', variables: { pageId: 'page-y' } },
    });
  });
});
