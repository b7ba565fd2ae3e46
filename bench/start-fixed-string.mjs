// Starts fixed-string-server.mjs in its own process with the given pages (name to HTML, each sent
// under `/{name}`); gives its origin and a stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./fixed-string-server.mjs', import.meta.url));

export async function startFixedString(root, pages) {
  const directory = mkdtempSync(join(tmpdir(), 'kmx-bench-'));
  const routes = Object.entries(pages).map(([name, html]) => {
    const file = join(directory, `${name}.html`);
    writeFileSync(file, html);
    return `${name}=${file}`;
  });
  const child = spawn(process.execPath, [script, root, ...routes], {
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
