import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { DraftAnswer, DraftRequest, DraftSource } from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { draftProxyPath, draftProxyRouter } from './draft-proxy-router';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const silent = { debug() {}, info() {}, warn() {}, error() {} };

/** A draft source that records what it is asked and answers, or fails, as a test says. */
function draftsAnswering(answer: () => Promise<DraftAnswer>) {
  const asked: DraftRequest[] = [];
  const drafts: DraftSource = {
    answer: (request) => {
      asked.push(request);
      return answer();
    },
  };
  return { drafts, asked };
}

interface PostOptions {
  readonly editor?: boolean;
  readonly body?: unknown;
  /** `PUBLIC_ORIGIN`; without one the default `http://localhost:{port}` is ours. */
  readonly publicOrigin?: string;
  /** The Host and Origin headers sent; by default our own origin. */
  readonly host?: string;
  readonly origin?: string;
}

async function post(drafts: DraftSource, options: PostOptions = {}) {
  const app = express();
  app.use(
    draftProxyRouter({
      drafts,
      editorAccess: { allows: () => options.editor ?? true },
      clock: { now: () => 0 },
      logger: silent,
      config: { publicOrigin: options.publicOrigin },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  const payload = JSON.stringify(
    options.body ?? { query: 'query DraftPage { x }', variables: { path: '/a', language: 'de' } },
  );
  // node:http rather than fetch, which would not send a Host of the test's choosing.
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: draftProxyPath,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          host: options.host ?? `localhost:${port}`,
          origin: options.origin ?? options.publicOrigin ?? `http://localhost:${port}`,
          'sec-fetch-site': 'same-origin',
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
}

describe('draftProxyRouter', () => {
  it('asks the draft source with the variables but the language, and hands on its data', async () => {
    const { drafts, asked } = draftsAnswering(async () => ({
      kind: 'answered',
      data: { page: null },
    }));
    expect(await post(drafts)).toEqual({ status: 200, body: { data: { page: null } } });
    expect(asked).toEqual([
      { query: 'query DraftPage { x }', variables: { path: '/a' }, language: 'de' },
    ]);
  });

  it.each([
    [{ kind: 'unknown-query' }, 403, 'Only the draft queries of this site are passed on'],
    [
      { kind: 'unfit-variables', query: 'DraftPage' },
      400,
      'The variables do not fit the query DraftPage',
    ],
    [{ kind: 'protected' }, 403, 'Protected pages cannot be previewed as drafts'],
  ] as const)('refuses what the draft source refuses: %o', async (answer, status, error) => {
    const { drafts } = draftsAnswering(async () => answer);
    expect(await post(drafts)).toEqual({ status, body: { error } });
  });

  it.each([
    [new UpstreamError('unreachable', null), 503, 'The content service is not available'],
    [new UpstreamError('oops', 500), 502, 'The content service could not answer this query'],
    [
      new Error('Malformed answer to DraftPage: page'),
      502,
      'The content service could not answer this query',
    ],
  ])('answers a failing content service (%s) without a 500', async (failure, status, error) => {
    const { drafts } = draftsAnswering(() => Promise.reject(failure));
    expect(await post(drafts)).toEqual({ status, body: { error } });
  });

  it('takes the configured public origin as ours', async () => {
    const { drafts } = draftsAnswering(async () => ({ kind: 'answered', data: {} }));
    const publicOrigin = 'https://www.komax.example';
    expect((await post(drafts, { publicOrigin, host: 'www.komax.example' })).status).toBe(200);
  });

  it.each([
    ['without PUBLIC_ORIGIN', undefined],
    ['with PUBLIC_ORIGIN', 'https://www.komax.example'],
  ])(
    'refuses an Origin that only repeats the request’s own forged Host (%s)',
    async (_case, publicOrigin) => {
      const { drafts, asked } = draftsAnswering(async () => ({ kind: 'answered', data: {} }));
      const forged = await post(drafts, {
        ...(publicOrigin !== undefined && { publicOrigin }),
        host: 'evil.example',
        origin: 'http://evil.example',
      });
      expect(forged).toEqual({
        status: 403,
        body: { error: 'Draft content is served only to pages of this site' },
      });
      expect(asked).toEqual([]);
    },
  );

  it('never asks the draft source for a caller without editor access', async () => {
    const { drafts, asked } = draftsAnswering(async () => ({ kind: 'answered', data: {} }));
    expect((await post(drafts, { editor: false })).status).toBe(403);
    expect(asked).toEqual([]);
  });
});
