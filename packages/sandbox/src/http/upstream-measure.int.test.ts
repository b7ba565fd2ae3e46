import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../start-sandbox';

let sandbox: RunningSandbox;
let dataDirectory: string;

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-sandbox-measure-'));
  sandbox = await startSandbox({ dataDirectory, latencyMs: 5 });
});

afterAll(async () => {
  await sandbox.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

function graphql(url: string, query: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
}

describe('a sandbox started with latencyMs', () => {
  it('still answers queries and counts them per service and operation', async () => {
    sandbox.resetUpstreamCalls();
    const answers = await Promise.all([
      graphql(sandbox.contentUrl, 'query systemDataQuery { sites { id } }'),
      graphql(sandbox.contentUrl, 'query systemDataQuery { sites { id } }'),
      graphql(sandbox.catalogueUrl, '{ __typename }'),
    ]);
    const [first] = answers;
    const body = (await first?.json()) as { data?: { sites?: unknown[] } };
    expect(body.data?.sites).toHaveLength(5);
    expect(sandbox.upstreamCalls()).toEqual({
      'content:systemDataQuery': 2,
      'catalogue:POST /graphql': 1,
    });
  });

  it('starts counting from zero again when reset', async () => {
    await graphql(sandbox.contentUrl, 'query systemDataQuery { sites { id } }');
    sandbox.resetUpstreamCalls();
    expect(sandbox.upstreamCalls()).toEqual({});
  });

  it('does not count the search service', async () => {
    sandbox.resetUpstreamCalls();
    await fetch(`${sandbox.searchUrl}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ localeCode: 'en', siteSlug: '', query: 'cutter', page: 1 }),
    });
    expect(sandbox.upstreamCalls()).toEqual({});
  });
});

describe('a sandbox started without latencyMs', () => {
  it('counts nothing', async () => {
    const plain = await startSandbox({ dataDirectory });
    try {
      await graphql(plain.contentUrl, 'query systemDataQuery { sites { id } }');
      expect(plain.upstreamCalls()).toEqual({});
    } finally {
      await plain.close();
    }
  });
});
