#!/usr/bin/env node
// Visitors' forms under load (issue 19): accepted submissions per second with the embedded
// database (PGlite in a temporary FORMS_DATA_DIR), on the built product as `npm start` runs it with
// its embedded sandbox (so the delivery worker hands them to the sandbox's forms inbox meanwhile).
// Each post is a valid contact form as the script sends it (JSON, same origin, a start token a
// minute old), each from an address of its own (X-Forwarded-For, believed from loopback) so the
// limit per address does not refuse the burst. A campaign's burst: target 500 accepted a second,
// p99 under 50 ms. `npm run bench` runs it as one of its steps; `node bench/forms-load.mjs` runs
// it alone on what is in packages/*/dist (exit 1 when a target is missed, 2 when it could not
// measure).
process.env.NODE_ENV ??= 'production';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startProduct } from './product-server.mjs';
import { log } from './report.mjs';
import { targets, verdict } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cookieSecret = 'the forms bench secret, 32 characters or more';
const connections = 20;
const seconds = 10;
const warmupSeconds = 2;

/** The product's start token (packages/server/src/forms/FormStartTokens.ts), made as it does. */
function startToken(startedAt) {
  const key = createHmac('sha256', cookieSecret).update('kmx form start\0').digest();
  const payload = `fs1.${startedAt}`;
  return `${payload}.${createHmac('sha256', key).update(payload, 'utf8').digest('base64url')}`;
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** `connections` loops posting one after the other for `duration` seconds. */
async function postFor(origin, publicOrigin, duration, addresses) {
  const body = JSON.stringify({
    name: 'Anna Muster',
    email: 'anna@example.com',
    company: 'Muster AG',
    country: 'CH',
    message: 'Please call me about the Alpha 550.',
    consent: true,
    formStarted: startToken(Date.now() - 60_000),
    website: '',
    page: '/en/company',
    language: 'en',
  });
  const latencies = [];
  const statuses = new Map();
  const end = Date.now() + duration * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      addresses.next += 1;
      const n = addresses.next;
      const started = process.hrtime.bigint();
      const response = await fetch(`${origin}/api/forms/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: publicOrigin,
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body,
      });
      await response.arrayBuffer();
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (Date.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const accepted = statuses.get(202) ?? 0;
  return {
    acceptedPerSecond: accepted / elapsed,
    accepted,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    statuses: Object.fromEntries(statuses),
  };
}

/** @returns {Promise<{ acceptedPerSecond: number, accepted: number, p50Ms: number, p99Ms: number, statuses: object, stored: object }>} */
export async function formsUnderLoad(rootDirectory = root) {
  const folder = await mkdtemp(join(tmpdir(), 'bench-forms-'));
  try {
    const product = await startProduct(rootDirectory, {
      SANDBOX_DATA_DIR: folder,
      FORMS_DATA_DIR: join(folder, 'forms'),
      COOKIE_SECRET: cookieSecret,
    });
    try {
      const origin = product.origin;
      // The product's PUBLIC_ORIGIN defaults to localhost: post as a page of that origin would.
      const publicOrigin = `http://localhost:${new URL(origin).port}`;
      const addresses = { next: 0 };
      // The warm-up opens the embedded database and fills the JIT.
      await postFor(origin, publicOrigin, warmupSeconds, addresses);
      const figures = await postFor(origin, publicOrigin, seconds, addresses);
      const health = await (await fetch(`${origin}/healthz`)).json();
      return { ...figures, stored: health.details?.forms ?? null };
    } finally {
      await product.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function reportFormsLoad(figures, check) {
  log(
    `forms: ${figures.acceptedPerSecond.toFixed(0)} accepted/s (${figures.accepted} in ${seconds} s at ${connections} connections), ` +
      `p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, answers ${JSON.stringify(figures.statuses)}, ` +
      `outbox after: ${JSON.stringify(figures.stored)}`,
  );
  check(
    `forms: ≥ ${targets.formsMinAcceptedPerSecond} accepted submissions/s with the embedded database`,
    figures.acceptedPerSecond >= targets.formsMinAcceptedPerSecond,
    `${figures.acceptedPerSecond.toFixed(0)}/s`,
  );
  check(
    `forms: p99 under ${targets.formsMaxP99Ms} ms`,
    figures.p99Ms < targets.formsMaxP99Ms,
    `${figures.p99Ms.toFixed(1)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checks = [];
  formsUnderLoad()
    .then((figures) => {
      reportFormsLoad(figures, (name, passed, detail) => {
        checks.push(passed);
        log(`${verdict(passed)}  ${name}: ${detail}`);
      });
      process.exitCode = checks.every(Boolean) ? 0 : 1;
    })
    .catch((error) => {
      console.error(
        `[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 2;
    });
}
