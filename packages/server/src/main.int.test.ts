import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built entry point, as `npm start` runs it (the test command builds before testing).
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

interface Finished {
  readonly code: number | null;
  readonly output: string;
}

/** The `url` of the JSON log line whose message is `listening`. */
function listeningUrl(output: string): string | undefined {
  // Whole lines only: the last one may still be arriving.
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.startsWith('{') || !line.includes('"listening"')) continue;
    const { message, url } = JSON.parse(line) as { message?: unknown; url?: unknown };
    if (message === 'listening' && typeof url === 'string') return url;
  }
  return undefined;
}

function startMain(environment: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, LOG_LEVEL: 'info', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = listeningUrl(output);
      if (url !== undefined) resolve(url);
    });
    child.once('exit', () => reject(new Error(`exited before listening: ${output}`)));
  });
  // A process that is meant to fail never listens; that is not an error of the test.
  listening.catch(() => undefined);
  return { child, finished, listening };
}

// Each test starts a whole Node process with the embedded sandbox: on a busy two-core machine that
// runs the suite with coverage, that alone can take longer than vitest's default 5 s.
describe('the server process', { timeout: 30_000 }, () => {
  it('stops start-up with a message naming a bad variable', async () => {
    const { finished } = startMain({ PORT: 'eighty' });
    const { code, output } = await finished;
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: PORT');
  });

  it('finishes and exits cleanly on SIGTERM', async () => {
    const { child, finished, listening } = startMain({ PORT: '0' });
    const url = await listening;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    const { code, output } = await finished;
    expect(code).toBe(0);
    expect(output).toContain('"message":"stopping"');
  });
});
