#!/usr/bin/env node
// Search under load (issue 15, "Search sheds load"): 200 connections of `POST /api/search-proxy/search`
// for 10 s against the product as `npm start` runs it (the built server, embedded sandbox), counting
// every answer that is not a 2xx, every error and timeout, and the p99 latency. `npm run bench`
// runs it as one of its steps; `node bench/search-load.mjs` runs it alone on what is in
// packages/*/dist (exit 1 when a target is missed, 2 when it could not measure).
process.env.NODE_ENV ??= 'production';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoad } from './load.mjs';
import { startProduct } from './product-server.mjs';
import { loadRow, log } from './report.mjs';
import { targets, verdict } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const searchBody = JSON.stringify({ localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 });

/**
 * Answers that count as failed: not a 2xx, or no answer (autocannon's `errors` counts socket
 * errors and requests past its 10 s timeout, which `timeouts` counts again on their own).
 */
export function failedSearches(figures) {
  return (figures.non2xx ?? 0) + (figures.errors ?? 0);
}

/** @returns {Promise<object>} autocannon's figures (see load-child.mjs) */
export async function searchUnderLoad(rootDirectory = root) {
  // The default start: a worker per core in production (issue 21), unless WEB_CONCURRENCY says.
  const product = await startProduct(rootDirectory, {
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(availableParallelism()),
  });
  try {
    return await measureLoad({
      url: `${product.origin}/api/search-proxy/search`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: searchBody,
      connections: targets.searchLoadConnections,
      duration: targets.searchLoadSeconds,
    });
  } finally {
    await product.stop();
  }
}

/** The row and the two checks of the search load, as `check(name, passed, detail)` calls. */
export function reportSearchLoad(figures, check) {
  const name = `search, ${targets.searchLoadConnections} connections ${targets.searchLoadSeconds} s`;
  log(loadRow(name, figures));
  const failed = failedSearches(figures);
  check(
    `search under load: no failed answer`,
    failed === 0 && figures.probeStatus === 200 && figures.total > 0,
    `${failed} failed (non-2xx ${figures.non2xx ?? 0}, no answer ${figures.errors ?? 0} of which ${figures.timeouts ?? 0} timed out) of ${figures.total}`,
  );
  check(
    `search under load: p99 < ${targets.searchLoadMaxP99Ms} ms`,
    figures.p99 < targets.searchLoadMaxP99Ms,
    `p99 ${figures.p99} ms, p50 ${figures.p50} ms, ${figures.rps.toFixed(0)} req/s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  const check = (name, passed, detail) => {
    if (!passed) failed += 1;
    log(`${verdict(passed)}  ${name}: ${detail}`);
  };
  searchUnderLoad()
    .then((figures) => {
      reportSearchLoad(figures, check);
      process.exitCode = failed > 0 ? 1 : 0;
    })
    .catch((error) => {
      console.error(
        `[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 2;
    });
}
