import { UpstreamError } from '@kmx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlContentSource } from './GraphqlContentSource';
import { UpstreamDataError } from './UpstreamDataError';

let stub: StubUpstream;
let source: GraphqlContentSource;

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  source = new GraphqlContentSource({ endpoint: stub.url, timeoutMs: 300 });
});

afterAll(() => stub.close());

describe('GraphqlContentSource against a failing upstream', () => {
  it('fails with the first GraphQL error message', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'Syntax Error' }, { message: 'x' }] } });
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
    stub.answer({ kind: 'slow', delayMs: 2000, body: { data: { page: null } } });
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
      body: { operationName: 'pageByPathQuery', variables: { path: '/x' } },
    });
  });
});
