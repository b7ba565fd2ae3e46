// Starts the built product as `npm start` does (`packages/server/dist/main.js`) in a child process,
// on a free loopback port, with extra environment (PAGE_CACHE, upstream URLs, WEB_CONCURRENCY: one
// process unless asked); stops it again.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, loopback } from './free-port.mjs';

async function waitUntilHealthy(origin, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${origin}/healthz within ${seconds} s`);
}

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export async function startProduct(root, environment = {}) {
  const port = await freePort();
  const origin = `http://${loopback}:${port}`;
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      HOST: loopback,
      LOG_LEVEL: 'error',
      // One process unless a step asks for the cluster (issue 21): per-process figures (cold
      // bursts' upstream calls, forms) stay comparable with earlier runs.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilHealthy(origin, child, 60);
  return {
    origin,
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
      return exited.finally(() => clearTimeout(forced));
    },
  };
}
