import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built entry point, as `npm start` runs it (the test command builds before testing): only the
// built sandbox has a worker file to run.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

let dataDirectory = '';

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-embedded-'));
});

afterAll(async () => {
  await rm(dataDirectory, { recursive: true, force: true });
});

/** The fields of the JSON log line whose message is `listening`, once it has arrived whole. */
function listening(output: string): Record<string, unknown> | undefined {
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.startsWith('{') || !line.includes('"listening"')) continue;
    const fields = JSON.parse(line) as Record<string, unknown>;
    if (fields['message'] === 'listening') return fields;
  }
  return undefined;
}

// A whole Node process with the embedded sandbox: on a busy two-core machine that takes seconds.
describe('the default start', { timeout: 60_000 }, () => {
  it("runs the embedded sandbox's services in a worker thread, and searches through them", async () => {
    const child = spawn(process.execPath, [main], {
      // The test runner's own variables (an upstream URL, say) must not decide the start.
      env: {
        PATH: process.env['PATH'] ?? '',
        PORT: '0',
        LOG_LEVEL: 'info',
        SANDBOX_DATA_DIR: dataDirectory,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const fields = await new Promise<Record<string, unknown>>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = listening(output);
          if (found !== undefined) resolve(found);
        });
        child.once('exit', () => reject(new Error(`exited before listening: ${output}`)));
      });
      expect(fields['sandbox']).toBe('worker');
      const response = await fetch(`${String(fields['url'])}/api/search-proxy/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 }),
      });
      expect(response.status).toBe(200);
      const { total } = (await response.json()) as { total: number };
      expect(total).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
