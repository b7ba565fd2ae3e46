// One load measurement: a short warm-up, then autocannon in a child process; also the status and
// `x-page-cache` header one request after the warm-up gets, so a figure is never read for the wrong answer.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const child = fileURLToPath(new URL('./load-child.mjs', import.meta.url));

function runChild(options) {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [child, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    process_.stdout.on('data', (chunk) => (output += chunk));
    process_.once('error', reject);
    process_.once('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}'));
    });
  });
}

/**
 * @param {{ url: string, method?: string, body?: string, headers?: Record<string, string>,
 *   duration?: number, connections?: number, warmupSeconds?: number }} target
 * @param {() => void} [beforeRun] called after the warm-up, just before the measured run
 */
export async function measureLoad(target, beforeRun = () => undefined) {
  const { warmupSeconds = 1, ...options } = target;
  if (warmupSeconds > 0) await runChild({ ...options, duration: warmupSeconds });
  // After the warm-up, so the probe sees what the measured requests get (a filled cache).
  const probe = await fetch(options.url, {
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  await probe.arrayBuffer();
  beforeRun();
  const figures = await runChild(options);
  return { ...figures, probeStatus: probe.status, pageCache: probe.headers.get('x-page-cache') };
}
