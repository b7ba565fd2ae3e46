import { spawnSync } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxWorker } from './start-sandbox-worker';

// The built worker, as the built product starts it (the test command builds before testing):
// Node cannot run the TypeScript source in a worker thread.
const workerFile = new URL('../../dist/sandbox-worker.js', import.meta.url);

const searchBody = JSON.stringify({ localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 });

/**
 * Asks the search service from another process while this thread's event loop is blocked (by
 * `spawnSync` itself): only services with an event loop of their own can answer. Answers the
 * child's exit code: 0 for a 200 within `timeoutMs`, 1 for another status, 2 for no answer.
 */
function searchWhileBlocked(searchUrl: string, timeoutMs: number): number | null {
  const script = `
    fetch(${JSON.stringify(`${searchUrl}/search`)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ${JSON.stringify(searchBody)},
      signal: AbortSignal.timeout(${timeoutMs}),
    }).then((response) => process.exit(response.status === 200 ? 0 : 1), () => process.exit(2));`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script]).status;
}

let dataDirectory = '';

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-sandbox-worker-'));
});

afterAll(async () => {
  await rm(dataDirectory, { recursive: true, force: true });
});

describe('the sandbox in a worker thread', { timeout: 60_000 }, () => {
  it('answers searches while the thread that started it is busy, and stops on close', async () => {
    const sandbox = await startSandboxWorker({ workerFile, dataDirectory });
    try {
      expect(sandbox.runsIn).toBe('worker');
      expect(searchWhileBlocked(sandbox.searchUrl, 20_000)).toBe(0);
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.searchUrl}/search`, { method: 'POST' })).rejects.toThrow();
  });

  it('serves all four services, each on its own loopback port, tickets in its data directory', async () => {
    const sandbox = await startSandboxWorker({ workerFile, dataDirectory });
    try {
      const urls = [sandbox.contentUrl, sandbox.catalogueUrl, sandbox.ticketingUrl];
      for (const url of urls) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
      }
      const ports = [...urls, sandbox.searchUrl].map((url) => new URL(url).port);
      expect(new Set(ports).size).toBe(4);
      const tickets = await fetch(sandbox.ticketingUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-subject': 'customer-all-services' },
        body: JSON.stringify({ query: '{ tickets(ownOnly: false) { total } }' }),
      });
      expect(tickets.status).toBe(200);
      // The first read writes the seed tickets to the data file the worker was given.
      await expect(access(join(dataDirectory, 'tickets.json'))).resolves.toBeUndefined();
    } finally {
      await sandbox.close();
    }
  });

  it('reports the inventory and wire-flow services, which answer from the worker', async () => {
    const sandbox = await startSandboxWorker({ workerFile, dataDirectory });
    try {
      const token = `e30.${Buffer.from('{"sub":"org-admin-external"}').toString('base64url')}.c2ln`;
      const releases = await fetch(`${sandbox.wireFlowUrl}/releases`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(releases.status).toBe(200);
      const machines = await fetch(`${sandbox.inventoryUrl}/machines`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(machines.status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('reports the forms inbox and the content token, both answering from the worker', async () => {
    const sandbox = await startSandboxWorker({
      workerFile,
      dataDirectory,
      contentToken: 'worker-token',
    });
    try {
      expect(sandbox.contentToken).toBe('worker-token');
      const inbox = await fetch(`${sandbox.formsInboxUrl}/submissions`);
      expect(await inbox.json()).toMatchObject({ submissions: expect.any(Array) as unknown });
      const whitepaper = await fetch(
        new URL('/whitepapers/wire-processing-guide', sandbox.contentUrl),
        { headers: { authorization: 'Bearer worker-token' } },
      );
      expect(whitepaper.headers.get('content-type')).toBe('application/pdf');
    } finally {
      await sandbox.close();
    }
  });

  it('calls the purge endpoint it is told of once it runs, with the secret', async () => {
    const purges: { secret: string | undefined; body: string }[] = [];
    const product = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        const secret = request.headers['x-cache-purge-secret'];
        purges.push({ secret: typeof secret === 'string' ? secret : undefined, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => product.listen(0, '127.0.0.1', resolve));
    const { port } = product.address() as AddressInfo;
    const sandbox = await startSandboxWorker({ workerFile, dataDirectory });
    try {
      sandbox.announcePurgeEndpoint({
        url: `http://127.0.0.1:${port}/api/cache/purge`,
        secret: 'worker secret',
      });
      // The message and the edit travel apart: the edit is sent until it is purged.
      let purged = false;
      const deadline = Date.now() + 5000;
      while (!purged && Date.now() < deadline) {
        const edit = await fetch(new URL('/demo/page-title', sandbox.contentUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: 'page-company', language: 'en', title: 'Edited' }),
        });
        purged = ((await edit.json()) as { purged: boolean }).purged;
      }
      expect(purged).toBe(true);
      expect(purges.at(-1)).toEqual({
        secret: 'worker secret',
        body: JSON.stringify({ ids: ['page-company'], paths: ['/company'] }),
      });
    } finally {
      await sandbox.close();
      await new Promise((resolve) => product.close(resolve));
    }
  });

  it('fails to start with the reason when a service cannot listen', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(
        startSandboxWorker({ workerFile, dataDirectory, ports: { search: port } }),
      ).rejects.toThrow(/could not start: .*EADDRINUSE/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

describe('the sandbox started from source', { timeout: 60_000 }, () => {
  // No built worker is asked for: vitest runs the TypeScript, which a worker thread could not.
  it('runs in the calling thread, which a blocked event loop then stalls', async () => {
    const sandbox = await startSandboxWorker({ dataDirectory });
    try {
      expect(sandbox.runsIn).toBe('main thread');
      expect(searchWhileBlocked(sandbox.searchUrl, 1000)).toBe(2);
      const response = await fetch(`${sandbox.searchUrl}/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: searchBody,
      });
      expect(response.status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
