#!/usr/bin/env node
// Runs every suite (lint, format, knip, publint, size-limit, typecheck, unit/property/contract,
// Storybook build, e2e), keeps going when one fails, and ends with the totals over all suites on
// one line: `N passed, M failed`. Just above that line it names each failing vitest and Playwright
// test with the start of its message, since the tail of a CI log may be all there is to read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedPlaywrightTests, failedVitestTests, formatFailedTests } from './failed-tests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisServer = '/usr/bin/redis-server';
const results = [];
/** The failing tests by suite, listed again at the end so a log's tail names them. */
const failures = [];

function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return {
    status: result.error ? 1 : (result.status ?? 1),
    seconds: (Date.now() - started) / 1000,
  };
}

function record(suite, passed, failed, seconds) {
  results.push({ suite, passed, failed, seconds });
  console.log(`\n[test] ${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(0)} s)\n`);
}

/** A check that is one test: it passes when the command exits 0. */
function check(suite, command, args, options = {}) {
  console.log(`\n[test] ${suite}: ${command} ${args.join(' ')}`);
  const { status, seconds } = run(command, args, options);
  record(suite, status === 0 ? 1 : 0, status === 0 ? 0 : 1, seconds);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  console.log(`[test] ${chromium} is missing: installing Debian's chromium`);
  const update = run('apt-get', ['update', '-qq']);
  const install = run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0 && existsSync(chromium);
}

/**
 * The Redis tier's tests start Debian's redis-server (packages/adapters/src/test-support/
 * redis-server.ts); installed here when missing. Still missing, those tests fail saying so.
 */
function ensureRedis() {
  if (existsSync(redisServer)) return;
  console.log(`[test] ${redisServer} is missing: installing Debian's redis-server`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'redis-server'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(redisServer)) console.log('[test] redis-server could not be installed');
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
// Unused files, exports and dependencies (knip.jsonc).
check('knip', bin('knip'), ['--no-progress']);
// What each package's exports name is in what it would publish (packed with pnpm, on the PATH
// bootstrap.mjs sets); needs the build output, which bootstrap.mjs makes first.
for (const pkg of ['adapters', 'domain', 'portal-auth', 'sandbox', 'server', 'ui']) {
  check(`publint packages/${pkg}`, bin('publint'), [`packages/${pkg}`, '--strict']);
}
// The gzipped JavaScript a public page loads first stays within its budget (.size-limit.mjs).
check('size-limit', bin('size-limit'), []);

for (const project of [
  'packages/domain/tsconfig.test.json',
  'packages/adapters',
  'packages/portal-auth',
  'packages/ui',
  'packages/sandbox',
  'packages/server',
  'stories',
  'e2e',
]) {
  check(`typecheck ${project}`, bin('tsc'), ['-p', project]);
}

ensureRedis();
{
  console.log('\n[test] unit, property and contract tests (vitest, with coverage)');
  const vitestReport = join(reports, 'vitest.json');
  const { status, seconds } = run(bin('vitest'), [
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  const report = readJson(vitestReport);
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (report === undefined ? 1 : 0);
  record('vitest', passed, failed, seconds);
  failures.push({ suite: 'vitest', tests: failedVitestTests(report, root) });
  // Coverage thresholds and unhandled errors fail the run without failing a test.
  if (status !== 0 && failed === 0) record('vitest thresholds and errors', 0, 1, 0);
}

check(
  'storybook build',
  join(root, 'stories', 'node_modules', '.bin', 'storybook'),
  ['build', '--quiet', '--disable-telemetry', '-o', 'storybook-static'],
  { cwd: join(root, 'stories'), env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);

if (ensureChromium()) {
  console.log('\n[test] end-to-end tests (Playwright in Chromium)');
  const { status, seconds } = run(
    join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium } },
  );
  const playwrightReport = readJson(join(reports, 'playwright.json'));
  const stats = playwrightReport?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed =
    (stats?.unexpected ?? 0) + (stats === undefined || (status !== 0 && !stats.unexpected) ? 1 : 0);
  record('e2e', passed, failed, seconds);
  failures.push({ suite: 'e2e', tests: failedPlaywrightTests(playwrightReport) });
} else {
  record('e2e (Chromium could not be installed)', 0, 1, 0);
}

console.log('\n[test] summary');
for (const { suite, passed, failed, seconds } of results) {
  console.log(
    `  ${failed === 0 ? 'ok  ' : 'FAIL'} ${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(0)} s)`,
  );
}
for (const line of formatFailedTests(failures)) console.log(line);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
