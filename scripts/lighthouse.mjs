#!/usr/bin/env node
// `npm run lighthouse`: builds and starts the product on a free loopback port, runs Lighthouse at its
// default mobile settings in Debian's Chromium on the home page, a content page and a product page, prints the four
// category scores of each and writes the reports to reports/lighthouse/. It reports, it does not
// judge: the scores are read against the targets in docs/performance.md, and it exits 0 whenever it
// could measure. Nothing leaves the machine: Chromium resolves no host name but 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputDirectory = join(root, 'reports', 'lighthouse');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const loopback = '127.0.0.1';
const pages = [
  { name: 'home', path: '/en' },
  { name: 'company', path: '/en/company' },
  { name: 'product', path: '/en/products/wire-processing/cutting/cutter-355' },
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name but loopback fails to resolve, so no request can reach the internet.
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${loopback}`,
];

function log(message) {
  console.log(`[lighthouse] ${message}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, loopback, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(origin, server, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/healthz within ${seconds} s`);
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const forced = setTimeout(() => server.kill('SIGKILL'), 5000);
  return exited.finally(() => clearTimeout(forced));
}

/** Addresses a page asked for that are not on this machine (there should be none). */
function externalRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((item) => item.url)
    .filter((url) => typeof url === 'string' && /^(https?|wss?):/.test(url))
    .filter((url) => new URL(url).hostname !== loopback);
}

function score(category) {
  return category?.score === null || category?.score === undefined
    ? 'n/a'
    : String(Math.round(category.score * 100));
}

/** What holds a page's performance back: the metrics and the opportunities that cost the most. */
function performanceNotes(lhr) {
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .concat(['cumulative-layout-shift', 'speed-index'])
    .map((id) => lhr.audits[id])
    .filter((audit) => audit?.displayValue)
    .map((audit) => `${audit.title} ${audit.displayValue}`);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => audit.title);
  return { metrics, failing };
}

async function measure(origin, port) {
  const rows = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    log(`measuring ${url}`);
    const result = await lighthouse(url, {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const [json, html] = result.report;
    writeFileSync(join(outputDirectory, `${page.name}.report.json`), json);
    writeFileSync(join(outputDirectory, `${page.name}.report.html`), html);
    const { lhr } = result;
    if (lhr.runtimeError) log(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const notes = performanceNotes(lhr);
    rows.push({
      page: page.path,
      scores: categories.map((id) => score(lhr.categories[id])),
      ...notes,
      external: externalRequests(lhr),
    });
  }
  return rows;
}

function report(rows) {
  console.log('\n[lighthouse] scores (mobile, simulated throttling)');
  const width = Math.max(4, ...rows.map((row) => row.page.length)) + 2;
  console.log(`  ${'page'.padEnd(width)}${categories.map((id) => id.padEnd(16)).join('')}`);
  for (const row of rows) {
    console.log(
      `  ${row.page.padEnd(width)}${row.scores.map((value) => value.padEnd(16)).join('')}`,
    );
  }
  for (const row of rows) {
    console.log(`\n  ${row.page}: ${row.metrics.join(', ')}`);
    if (row.failing.length > 0) console.log(`    below 90: ${row.failing.join('; ')}`);
    if (row.external.length > 0) {
      console.log(`    requests that left the machine (blocked): ${row.external.join(' ')}`);
    }
  }
  console.log(`\n[lighthouse] reports in ${relative(root, outputDirectory)}/`);
}

async function main() {
  log('building the product (node scripts/bootstrap.mjs build)');
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'bootstrap.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  mkdirSync(outputDirectory, { recursive: true });

  const port = await freePort();
  const origin = `http://${loopback}:${port}`;
  const server = spawn(process.execPath, [join(root, 'packages', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: loopback,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome;
  try {
    await waitUntilHealthy(origin, server, 60);
    log(`the product answers at ${origin}`);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
      logLevel: 'silent',
    });
    report(await measure(origin, chrome.port));
  } finally {
    await chrome?.kill();
    await stopServer(server);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[lighthouse] could not measure: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);
