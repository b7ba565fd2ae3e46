import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CachePurge } from '@kmx/domain/policies';
import type { Logger } from '@kmx/domain/ports';
import express from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorSignInLimit } from '../editor-area/EditorSignInLimit';
import { cachePurgeRouter, type CachePurgeRouterOptions } from './cache-purge-router';
import type { PurgeReport } from './publish-purge';

const secret = 'a purge secret of at least thirty-two characters';

let server: Server | undefined;
let published: CachePurge[];
let logged: string[];

function recordingLogger(): Logger {
  const record = (message: string, fields?: unknown) =>
    logged.push(`${message} ${JSON.stringify(fields ?? {})}`);
  return { debug: record, info: record, warn: record, error: record };
}

async function listen(options: Partial<CachePurgeRouterOptions> = {}): Promise<string> {
  published = [];
  logged = [];
  const app = express();
  app.use(
    cachePurgeRouter({
      secret,
      // Three wrong secrets a minute: small enough to reach in a test.
      limit: new EditorSignInLimit(new RateLimiterMemory({ points: 3, duration: 60 })),
      publish: (purge): Promise<PurgeReport> => {
        published.push(purge);
        return Promise.resolve(
          purge.kind === 'all' ? { all: true } : { ...purge, unresolvedIds: [] },
        );
      },
      logger: recordingLogger(),
      ...options,
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/cache/purge`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

function purge(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cache-purge-secret': secret, ...headers },
    body,
  });
}

describe('POST /api/cache/purge given the right secret', () => {
  it('publishes the pages named by path and id, and answers what was purged', async () => {
    const url = await listen();
    const response = await purge(url, JSON.stringify({ ids: ['p-1'], paths: ['/en/company'] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      purged: { kind: 'pages', ids: ['p-1'], paths: ['/company'], unresolvedIds: [] },
    });
    expect(published).toEqual([{ kind: 'pages', ids: ['p-1'], paths: ['/company'] }]);
  });

  it('publishes everything for {"all":true}', async () => {
    const url = await listen();
    const response = await purge(url, '{"all":true}');
    expect(await response.json()).toEqual({ purged: { all: true } });
    expect(published).toEqual([{ kind: 'all' }]);
  });

  it.each([
    ['not JSON', '{"paths":', 'The body is not valid JSON'],
    ['a body naming no page', '{}', 'Name at least one page'],
    ['a relative path', '{"paths":["company"]}', '"paths" holds an entry that names no page'],
    ['an unknown field', '{"everything":true}', 'Unknown field "everything"'],
  ])('answers 400 with a message for %s, and purges nothing', async (_name, body, message) => {
    const url = await listen();
    const response = await purge(url, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string };
    expect(answer.error).toContain(message);
    expect(published).toEqual([]);
  });

  it('answers 413 for a body too large', async () => {
    const url = await listen();
    const response = await purge(url, JSON.stringify({ paths: ['/'.padEnd(20_000, 'a')] }));
    expect(response.status).toBe(413);
    expect(published).toEqual([]);
  });
});

describe('POST /api/cache/purge given no right secret', () => {
  it('answers 401 without the header and 403 with a wrong one, purging nothing', async () => {
    const url = await listen();
    const missing = await fetch(url, { method: 'POST', body: '{"all":true}' });
    expect(missing.status).toBe(401);
    const wrong = await purge(url, '{"all":true}', { 'x-cache-purge-secret': 'guess' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'The purge secret is wrong' });
    expect(published).toEqual([]);
  });

  it('holds an address back after too many wrong secrets, even with the right one', async () => {
    const url = await listen();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await purge(url, '{"all":true}', { 'x-cache-purge-secret': `guess ${attempt}` });
    }
    const held = await purge(url, '{"all":true}');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(published).toEqual([]);
  });

  it('never logs the secret it was sent', async () => {
    const url = await listen();
    await purge(url, '{"all":true}', { 'x-cache-purge-secret': 'a-wrong-secret-guess' });
    await purge(url, '{"all":true}');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain('a-wrong-secret-guess');
    expect(logged.join('\n')).not.toContain(secret);
  });

  it('answers 503 when no secret is in force', async () => {
    const url = await listen({ secret: null });
    const response = await purge(url, '{"all":true}');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Cache purges are not configured (CACHE_PURGE_SECRET)',
    });
  });
});
