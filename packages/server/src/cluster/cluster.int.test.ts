import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSignIn, demoUsers, sandboxIdentityIssuerPath } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The built entry point, as `npm start` runs it (the test command builds before testing).
const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

interface Answer {
  readonly status: number;
  /** The worker's pid (`X-Kmx-Worker`, sent outside production only). */
  readonly worker: string;
  readonly headers: Headers;
  readonly body: string;
}

/**
 * One request on a connection of its own: the cluster's round-robin hands each new connection to
 * the next worker, so requests in a row reach every worker in turn (a kept-alive one would not).
 */
function send(
  url: string | URL,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers ?? {}, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          resolve({
            status: response.statusCode ?? 0,
            worker: String(response.headers['x-kmx-worker'] ?? ''),
            headers,
            body,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** `fetch` over `send`: a browser-like client whose every request may reach another worker. */
function spreadingFetch(workers: Set<string>): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const answer = await send(input instanceof Request ? input.url : input, {
      method: init.method ?? 'GET',
      headers,
      ...(typeof init.body === 'string' && { body: init.body }),
    });
    workers.add(answer.worker);
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  }) as typeof fetch;
}

type Logged = Record<string, unknown>;

/** The built product with WEB_CONCURRENCY=2, with its log lines as events. */
function startCluster(environment: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '2',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, signalled as a whole as a terminal or a service manager does.
    detached: true,
  });
  const lines: Logged[] = [];
  const waiters: { test: (line: Logged) => boolean; resolve: (line: Logged) => void }[] = [];
  let rest = '';
  const read = (chunk: Buffer) => {
    rest += chunk.toString();
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const text of parts.filter((part) => part.startsWith('{'))) {
      const line = JSON.parse(text) as Logged;
      lines.push(line);
      for (const waiter of waiters.filter((entry) => entry.test(line))) waiter.resolve(line);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** The `count`-th line (from the start) that passes `test`. */
  const logged = (test: (line: Logged) => boolean, count = 1) =>
    new Promise<Logged>((resolve, reject) => {
      let seen = lines.filter(test).length;
      if (seen >= count) {
        resolve(lines.filter(test)[count - 1] as Logged);
        return;
      }
      waiters.push({
        test,
        resolve: (line) => {
          seen += 1;
          if (seen === count) resolve(line);
        },
      });
      void exited.then(() => reject(new Error('the product exited first')));
    });
  return { child, exited, logged };
}

const message = (text: string) => (line: Logged) => line['message'] === text;

let dataDirectory: string;
let product: ReturnType<typeof startCluster>;
let origin: string;

/** Asks until both workers have answered `path`; answers their pids. */
async function bothWorkers(path = '/healthz'): Promise<Set<string>> {
  const workers = new Set<string>();
  for (let tries = 0; tries < 10 && workers.size < 2; tries += 1) {
    const answer = await send(`${origin}${path}`);
    expect(answer.status).toBe(200);
    workers.add(answer.worker);
  }
  return workers;
}

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-cluster-'));
  product = startCluster({ SANDBOX_DATA_DIR: dataDirectory });
  await product.logged(message('listening'), 2);
  const listening = await product.logged(message('listening'));
  // The provider names itself by `localhost`, as a browser on this machine would.
  origin = String(listening['url']).replace('127.0.0.1', 'localhost');
  // Ready once the primary has mounted the identity provider for both.
  for (let tries = 0; tries < 100; tries += 1) {
    const [one, two] = [await send(`${origin}/healthz`), await send(`${origin}/healthz`)];
    if (one.status === 200 && two.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  if (product.child.exitCode === null) process.kill(-Number(product.child.pid), 'SIGKILL');
  await rm(dataDirectory, { recursive: true, force: true });
});

describe('the product with WEB_CONCURRENCY=2', () => {
  it('answers from two worker processes on one port', async () => {
    const workers = await bothWorkers();
    expect(workers.size).toBe(2);
    expect(workers.has(String(product.child.pid))).toBe(false);
  });

  it('signs a demo user in through both workers, and either accepts the tokens', async () => {
    const user = demoUsers.find((candidate) => candidate.subject === 'customer-all-services');
    if (user === undefined) throw new Error('no demo user customer-all-services');
    const workersSeen = new Set<string>();
    vi.stubGlobal('fetch', spreadingFetch(workersSeen));
    let tokens: Awaited<ReturnType<typeof demoSignIn>>;
    try {
      tokens = await demoSignIn({
        issuer: `${origin}${sandboxIdentityIssuerPath}`,
        clientId: 'kmx-portal',
        redirectUri: `${origin}/en/callback`,
        user,
      });
    } finally {
      vi.unstubAllGlobals();
    }
    // The code flow's steps (pages, posts, the code's exchange) went through both workers.
    expect(workersSeen.size).toBe(2);

    // The identity-management service, behind each worker's check of the access token.
    const own = `${origin}/openidm/managed/alpha_user/${user.subject}?_fields=mail`;
    const answeredBy = new Set<string>();
    for (let tries = 0; tries < 6; tries += 1) {
      const answer = await send(own, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ mail: user.email });
      answeredBy.add(answer.worker);
    }
    expect(answeredBy.size).toBe(2);
    const refused = await send(own, { headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.status).toBe(401);
  }, 30_000);

  it('opens on either worker an editor session another worker issued', async () => {
    const signIn = (body: object) =>
      send(`${origin}/api/editor-area-autentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const issued = await signIn({ input: 'Demo-2026!editor' });
    const { hashedPassword } = JSON.parse(issued.body) as { hashedPassword: string };
    const checkedBy = new Set<string>();
    for (let tries = 0; tries < 6; tries += 1) {
      const checked = await signIn({ hash: hashedPassword });
      expect(JSON.parse(checked.body)).toEqual({ success: true });
      checkedBy.add(checked.worker);
    }
    expect(checkedBy).toContain(issued.worker);
    expect(checkedBy.size).toBe(2);
  });

  it('counts wrong editor passwords once for the machine, whichever worker hears them', async () => {
    const wrong = () =>
      send(`${origin}/api/editor-area-autentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'not the password' }),
      });
    const heardBy = new Set<string>();
    // The limit is 10 per address: each worker alone would have heard only 5 of them.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await wrong();
      expect(answer.status).toBe(200);
      heardBy.add(answer.worker);
    }
    expect(heardBy.size).toBe(2);
    expect((await wrong()).status).toBe(429);
    expect((await wrong()).status).toBe(429);
  });

  it('serves on while a killed worker is started again in its place', async () => {
    const [victim = '', survivor = ''] = [...(await bothWorkers())];
    process.kill(Number(victim), 'SIGKILL');
    const exit = await product.logged(message('worker exited; restarting it'));
    expect(exit).toMatchObject({ pid: Number(victim), signal: 'SIGKILL' });
    // Until the new worker listens, the other one answers everything.
    const meanwhile = await Promise.all(Array.from({ length: 4 }, () => send(`${origin}/healthz`)));
    for (const answer of meanwhile) expect(answer.status).toBe(200);
    const restarted = await product.logged(message('worker started'), 3);
    expect(restarted['slot']).toBe(exit['slot']);
    await product.logged(message('listening'), 3);
    const workers = await bothWorkers();
    expect(workers).toContain(survivor);
    expect(workers).not.toContain(victim);
    expect(workers.size).toBe(2);
  }, 30_000);

  it('drains every worker on SIGTERM to the whole process group and exits 0', async () => {
    // The workers hear it from the group and again from the primary: each drains once.
    process.kill(-Number(product.child.pid), 'SIGTERM');
    expect(await product.exited).toBe(0);
    const first = await product.logged(message('worker exited'), 1);
    const second = await product.logged(message('worker exited'), 2);
    expect([first['exitCode'], second['exitCode']]).toEqual([0, 0]);
    expect(new Set([first['slot'], second['slot']])).toEqual(new Set([0, 1]));
  }, 30_000);
});
