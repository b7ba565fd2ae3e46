import { UpstreamError } from '@kmx/domain/errors';
import { retryableStatuses } from '@kmx/domain/policies';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { faultTimeoutMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlEndpoint } from './GraphqlEndpoint';

let stub: StubUpstream;
let endpoint: GraphqlEndpoint;
let before: number;

const answer = z.object({ value: z.number() });
const read = () =>
  endpoint.query({
    operation: 'valueQuery',
    document: 'query valueQuery { value }',
    schema: answer,
  });
const write = () =>
  endpoint.query({
    operation: 'setValueMutation',
    document: 'mutation setValueMutation { value }',
    schema: answer,
  });
const requestsSent = () => stub.requests.length - before;
const fine = { kind: 'json', body: { data: { value: 7 } } } as const;
const failing = (status: number) => ({ kind: 'text', body: 'Unavailable', status }) as const;

beforeAll(async () => {
  stub = await startStubUpstream(fine);
  endpoint = new GraphqlEndpoint({ endpoint: stub.url, timeoutMs: faultTimeoutMs });
});

beforeEach(() => {
  stub.answer(fine);
  before = stub.requests.length;
});

afterAll(() => stub.close());

describe('GraphqlEndpoint retries (spec public-site 9)', () => {
  it.each([...retryableStatuses])(
    'tries a query once more after a %i, and succeeds',
    async (status) => {
      stub.answerNext(failing(status));
      await expect(read()).resolves.toEqual({ value: 7 });
      expect(requestsSent()).toBe(2);
    },
  );

  it('tries a query at most once more', async () => {
    stub.answerNext(failing(503), failing(502));
    await expect(read()).rejects.toMatchObject({ name: 'DomainError', status: 502 });
    expect(requestsSent()).toBe(2);
  });

  it('never repeats a mutation, which may have taken effect', async () => {
    stub.answerNext(failing(503));
    await expect(write()).rejects.toMatchObject({ status: 503 });
    expect(requestsSent()).toBe(1);
  });

  it.each([400, 401, 403, 404, 501])('does not repeat a query that got a %i', async (status) => {
    stub.answerNext(failing(status));
    await expect(read()).rejects.toMatchObject({ status });
    expect(requestsSent()).toBe(1);
  });

  it('does not repeat a query whose answer carried GraphQL errors', async () => {
    stub.answerNext({ kind: 'json', body: { errors: [{ message: 'no such field' }] } });
    await expect(read()).rejects.toThrow(new UpstreamError('no such field', 200));
    expect(requestsSent()).toBe(1);
  });

  it('does not repeat a query that got no answer at all', async () => {
    stub.answerNext({ kind: 'close-socket' });
    await expect(read()).rejects.toMatchObject({ status: null });
    expect(requestsSent()).toBe(1);
  });

  it('keeps the status of an answer that is not JSON: the service answered, wrongly', async () => {
    stub.answerNext({ kind: 'text', body: 'not json' });
    const failure = read();
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 200 });
  });
});
