import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built entry point, as `npm start` runs it: the bundle decides what a start loads.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

// Module hooks that write down every module the process loads, one URL a line.
const hooks = `
import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function load(url, context, next) {
  appendFileSync(log, url + '\\n');
  return next(url, context);
}`;
const registration = `
import { register } from 'node:module';
register('./hooks.mjs', import.meta.url, { data: { log: process.env.KMX_MODULE_LOG } });`;

/** Nothing answers here: the upstreams are configured, never asked. */
const nowhere = 'http://127.0.0.1:9';

/** Every upstream the embedded sandbox would otherwise stand in for. */
const everyUpstream = {
  CONTENT_URL: `${nowhere}/graphql`,
  CATALOGUE_URL: `${nowhere}/catalogue/graphql`,
  TICKETING_URL: `${nowhere}/ticketing/graphql`,
  SEARCH_URL: `${nowhere}/search`,
  INVENTORY_URL: `${nowhere}/inventory`,
  WIRE_FLOW_URL: `${nowhere}/wire-flow`,
  IDENTITY_URL: `${nowhere}/am`,
};

let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'kmx-modules-'));
  await writeFile(join(directory, 'hooks.mjs'), hooks);
  await writeFile(join(directory, 'register.mjs'), registration);
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function listeningUrl(output: string): string | undefined {
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.startsWith('{')) continue;
    const { message, url } = JSON.parse(line) as { message?: unknown; url?: unknown };
    if (message === 'listening' && typeof url === 'string') return url;
  }
  return undefined;
}

/** Starts the built server, checks it is healthy, stops it, and answers the modules it loaded. */
async function modulesOfStart(name: string, environment: Record<string, string>) {
  const log = join(directory, `${name}.log`);
  await writeFile(log, '');
  const child = spawn(
    process.execPath,
    ['--import', pathToFileURL(join(directory, 'register.mjs')).href, main],
    {
      // The test runner's own variables (an IDENTITY_URL, say) must not decide the start.
      env: { PATH: process.env['PATH'] ?? '', PORT: '0', KMX_MODULE_LOG: log, ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = listeningUrl(output);
      if (found !== undefined) resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`exited before listening: ${output}`)));
  });
  const health = await fetch(`${url}/healthz`);
  child.kill('SIGTERM');
  await exited;
  const loaded = (await readFile(log, 'utf8')).split('\n').filter((line) => line !== '');
  return { healthStatus: health.status, loaded };
}

const sandboxModule = /\/packages\/sandbox\/|\/node_modules\/(?:oidc-provider|graphql-yoga)\//;

// Each start is a whole Node process; on a busy two-core machine that can take several seconds.
describe('a start with every upstream configured', { timeout: 60_000 }, () => {
  it('is healthy and loads no sandbox module: no identity provider, GraphQL server or demo data', async () => {
    const { healthStatus, loaded } = await modulesOfStart('configured', everyUpstream);
    expect(healthStatus).toBe(200);
    // The record is real: the server's own adapters were loaded through the same hooks.
    expect(loaded.some((url) => url.includes('/packages/adapters/'))).toBe(true);
    expect(loaded.filter((url) => sandboxModule.test(url))).toEqual([]);
  });

  it('loads the sandbox when an upstream is left to it', async () => {
    const contentLeftOut = Object.fromEntries(
      Object.entries(everyUpstream).filter(([name]) => name !== 'CONTENT_URL'),
    );
    const { healthStatus, loaded } = await modulesOfStart('sandboxed', contentLeftOut);
    expect(healthStatus).toBe(200);
    expect(loaded.some((url) => url.includes('/packages/sandbox/'))).toBe(true);
  });
});
