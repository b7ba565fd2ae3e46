// Starts a yardstick server (`fixed-string-server.mjs`, `render-send-server.mjs`) in its own
// process with the given pages (name to file content, each served under `/{name}`); gives its
// origin and a stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

async function startYardstickServer(scriptName, root, pages) {
  const script = fileURLToPath(new URL(`./${scriptName}`, import.meta.url));
  const directory = mkdtempSync(join(tmpdir(), 'kmx-bench-'));
  const routes = Object.entries(pages).map(([name, content]) => {
    const file = join(directory, name);
    writeFileSync(file, content);
    return `${name}=${file}`;
  });
  const child = spawn(process.execPath, [script, root, ...routes], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk).trim()));
    child.once('exit', (code) => reject(new Error(`${scriptName} exited with ${code}`)));
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

/** Express sending each page's HTML as a fixed string. */
export function startFixedString(root, htmlByName) {
  return startYardstickServer('fixed-string-server.mjs', root, htmlByName);
}

/** A bare Node server rendering each page from its payload (given as an object) per request. */
export function startRenderAndSend(root, payloadByName) {
  const files = Object.fromEntries(
    Object.entries(payloadByName).map(([name, payload]) => [name, JSON.stringify(payload)]),
  );
  return startYardstickServer('render-send-server.mjs', root, files);
}
