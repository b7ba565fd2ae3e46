// Starts fixed-string-server.mjs in its own process with the given HTML; gives its origin and a stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./fixed-string-server.mjs', import.meta.url));

export async function startFixedString(root, html) {
  const file = join(mkdtempSync(join(tmpdir(), 'kmx-bench-')), 'page.html');
  writeFileSync(file, html);
  const child = spawn(process.execPath, [script, root, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`the fixed-string server exited with ${code}`)));
  });
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
