#!/usr/bin/env node
// `npm run bench`: builds the product, starts it on free loopback ports and prints requests per
// second and latencies of a content page, a product page and the search endpoint (page-cache hit),
// each next to an Express route sending its HTML as a fixed string, and a bare `renderToString`
// loop of the same page; fresh renders next to a bare Node server rendering the same page per
// request, and cold pages against a sandbox that adds 50 ms per upstream call, with the rounds
// their calls took (bench/cold-pages.mjs); upstream calls under 200
// concurrent cold requests; search at 200 connections for 10 s (no failed answer, p99 under 1 s:
// bench/search-load.mjs); the tickets proxy's req/s and p99 with token verification next to the
// ticketing service called directly, and what verifying the token costs
// (bench/tickets-proxy-load.mjs); accepted form submissions per second and their p99 with the
// embedded database (bench/forms-load.mjs); a page-cache hit read from a shared Redis against an
// in-memory one (bench/redis-tier.mjs); the gzipped JavaScript of each public route, and what the
// portal's first screen adds to it (scripts/client-chunks.mjs). It checks the targets (PASS/FAIL)
// and exits 1 when one is missed. Not part of `npm test`: it measures wall-clock time.
// `npm run bench -- --no-build` measures the build already in packages/*/dist.
// The product runs with React's production build (as `npm start` starts it); so does the yardstick.
process.env.NODE_ENV ??= 'production';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { coldBurst } from './cold-burst.mjs';
import { coldPagesUnderLoad, reportColdPages } from './cold-pages.mjs';
import { measureLoad } from './load.mjs';
import { portalChunkFiles, portalFirstScreenSize } from './portal-chunks.mjs';
import { startProduct } from './product-server.mjs';
import { renderRate } from './render-rate.mjs';
import { kilobytes, loadRow, log, percent, ratio } from './report.mjs';
import { routeScripts } from './route-scripts.mjs';
import { reportSearchLoad, searchUnderLoad } from './search-load.mjs';
import { clusterThroughput, reportClusterThroughput } from './cluster-throughput.mjs';
import { redisTierHits, reportRedisTier } from './redis-tier.mjs';
import { reportTicketsProxy, ticketsProxyUnderLoad } from './tickets-proxy-load.mjs';
import { formsUnderLoad, reportFormsLoad } from './forms-load.mjs';
import { startFixedString } from './start-yardstick-server.mjs';
import { targets, verdict } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentPath = '/en/company';
const productPath = '/en/products/wire-processing/cutting/cutter-355';
const publicRoutes = {
  home: '/en',
  'content page': contentPath,
  'product page': productPath,
  stories: '/en/stories',
  'media releases': '/en/media-releases',
};
/** The pages measured, each against its own yardsticks. */
const measuredPages = { 'content page': contentPath, 'product page': productPath };
const slug = (page) => page.replace(/\W+/g, '-');
const upstreamLatencyMs = 50;
const searchBody = JSON.stringify({ localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 });
const checks = [];

function check(name, passed, detail) {
  checks.push({ name, passed });
  log(`${verdict(passed)}  ${name}: ${detail}`);
}

function build() {
  log('building (node scripts/bootstrap.mjs build)');
  const result = spawnSync(process.execPath, [join(root, 'scripts/bootstrap.mjs'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build failed with exit code ${result.status}`);
}

/**
 * Measures runs that are compared with each other in alternating rounds and keeps each one's
 * median round, so a slow spell of the shared machine does not fall on one side of a ratio only.
 */
async function alternatingRuns(runs, rounds = 5) {
  const seen = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of Object.entries(runs)) {
      seen[name].push(await measureLoad({ ...target, duration: 3 }));
    }
  }
  const results = {};
  for (const [name, figures] of Object.entries(seen)) {
    const sorted = [...figures].sort((a, b) => a.rps - b.rps);
    results[name] = sorted[Math.floor(sorted.length / 2)];
    log(`${loadRow(name, results[name])}  (median of ${rounds} rounds of 3 s)`);
  }
  return results;
}

/** Measures each run; with a counting sandbox, also the upstream calls a measured request made. */
async function loadRuns(runs, sandbox) {
  const results = {};
  for (const [name, target] of Object.entries(runs)) {
    results[name] = await measureLoad(target, () => sandbox?.resetUpstreamCalls());
    log(loadRow(name, results[name]));
    if (sandbox) {
      const calls = Object.values(sandbox.upstreamCalls()).reduce((sum, count) => sum + count, 0);
      const perRequest = calls / Math.max(1, results[name].total);
      log(`  upstream calls: ${calls} (${perRequest.toFixed(1)} per request)`);
    }
  }
  return results;
}

/** The page as sent, and its payload as the server renders it (the answer without its `kind`). */
async function pageOf(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const { kind, ...payload } = await (await fetch(`${origin}${path}/_payload.json`)).json();
  if (kind !== 'page') throw new Error(`${path}/_payload.json answered ${kind}`);
  return { html, payload };
}

/**
 * Page-cache hits next to a fixed string of each page's own HTML, search and the JavaScript, on
 * the product as `npm start` runs it; and the pages themselves, for the bare render.
 */
async function withCachedProduct() {
  const product = await startProduct(root);
  try {
    const shown = {};
    for (const [page, path] of Object.entries(measuredPages)) {
      shown[page] = await pageOf(product.origin, path);
    }
    const fixed = await startFixedString(
      root,
      Object.fromEntries(Object.entries(shown).map(([page, { html }]) => [slug(page), html])),
    );
    let load;
    try {
      load = {};
      for (const [page, path] of Object.entries(measuredPages)) {
        const size = kilobytes(Buffer.byteLength(shown[page].html));
        Object.assign(
          load,
          await alternatingRuns({
            [`${page}: fixed string (${size})`]: { url: `${fixed.origin}/${slug(page)}` },
            [`${page}, page-cache hit`]: { url: `${product.origin}${path}` },
          }),
        );
      }
      Object.assign(
        load,
        await loadRuns({
          'search, POST /api/search-proxy/search': {
            url: `${product.origin}/api/search-proxy/search`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: searchBody,
          },
        }),
      );
    } finally {
      await fixed.stop();
    }
    const scripts = {};
    for (const [name, path] of Object.entries(publicRoutes)) {
      scripts[name] = await routeScripts(`${product.origin}${path}`);
    }
    return { load, scripts, pages: shown };
  } finally {
    await product.stop();
  }
}

/** Cold bursts against a sandbox that adds latency per call (cold pages: bench/cold-pages.mjs). */
async function withSlowUpstreams() {
  const sandboxModule = pathToFileURL(join(root, 'packages/sandbox/dist/index.js')).href;
  const { startSandbox } = await import(sandboxModule);
  const sandbox = await startSandbox({ host: '127.0.0.1', latencyMs: upstreamLatencyMs });
  try {
    const product = await startProduct(root, {
      PAGE_CACHE: 'off',
      CONTENT_URL: sandbox.contentUrl,
      CATALOGUE_URL: sandbox.catalogueUrl,
      TICKETING_URL: sandbox.ticketingUrl,
      SEARCH_URL: sandbox.searchUrl,
      INVENTORY_URL: sandbox.inventoryUrl,
      WIRE_FLOW_URL: sandbox.wireFlowUrl,
    });
    try {
      return {
        bursts: {
          'content page': await coldBurst(sandbox, `${product.origin}${contentPath}`),
          'product page': await coldBurst(sandbox, `${product.origin}${productPath}`),
        },
      };
    } finally {
      await product.stop();
    }
  } finally {
    await sandbox.close();
  }
}

function printBursts(bursts) {
  for (const [name, burst] of Object.entries(bursts)) {
    const codes = Object.entries(burst.statusCodes).map(([code, n]) => `${code}×${n}`);
    log(`200 concurrent cold requests, ${name}: status ${codes.join(' ')}`);
    for (const [operation, count] of Object.entries(burst.calls).sort()) {
      log(`  ${String(count).padStart(4)} × ${operation}`);
    }
    const most = Math.max(0, ...Object.values(burst.calls));
    check(
      `one upstream call per query, ${name}`,
      most <= targets.maxCallsPerQuery && Object.keys(burst.calls).length > 0,
      `at most ${most} call(s) per operation, ${Object.keys(burst.calls).length} operations`,
    );
  }
}

function printScripts(scripts) {
  const portalFiles = portalChunkFiles(root);
  for (const [name, route] of Object.entries(scripts)) {
    const files = route.files.map((file) => new URL(file.url).pathname);
    log(
      `${name.padEnd(16)} ${publicRoutes[name]} (status ${route.status}): ${kilobytes(route.gzipped)} gzipped JS in ${files.length} file(s): ${files.join(', ')}`,
    );
    check(
      `${name} first load < ${kilobytes(targets.maxFirstLoadGzipBytes)} gzipped JS`,
      route.gzipped > 0 && route.gzipped < targets.maxFirstLoadGzipBytes,
      kilobytes(route.gzipped),
    );
    const leaked = files.filter((file) => portalFiles.includes(file));
    check(
      `${name} loads no portal or editor code`,
      leaked.length === 0,
      leaked.length === 0
        ? `none of ${portalFiles.join(', ') || '(no portal chunks)'}`
        : leaked.join(', '),
    );
  }
}

/** The portal's first screen (dashboard, frame, one language's texts) beyond a public page. */
function printPortalFirstScreen() {
  for (const language of ['en', 'de']) {
    const screen = portalFirstScreenSize(root, language);
    log(
      `portal first screen (${language}) beyond a public page: ${kilobytes(screen.gzipped)} gzipped JS in ${screen.files.length} file(s): ${screen.files.map(({ file, gzipped }) => `${file} ${kilobytes(gzipped)}`).join(', ')}; and ${kilobytes(screen.stylesheetsGzipped)} gzipped CSS of its own`,
    );
    check(
      `portal first screen (${language}) < ${kilobytes(targets.maxPortalFirstScreenGzipBytes)} gzipped JS beyond a public page`,
      screen.gzipped > 0 && screen.gzipped < targets.maxPortalFirstScreenGzipBytes,
      kilobytes(screen.gzipped),
    );
  }
}

async function main() {
  const startedAt = Date.now();
  if (!process.argv.includes('--no-build')) build();
  log('product as npm start runs it (embedded sandbox, page cache on)');
  const cached = await withCachedProduct();
  const bare = {};
  for (const [page, path] of Object.entries(measuredPages)) {
    log(`bare renderToString of ${path}, the whole document as the server renders it (5 s)`);
    bare[page] = await renderRate(root, cached.pages[page].payload);
    log(
      `${page}, bare render: ${bare[page].rate.toFixed(0)} renders/s (${kilobytes(bare[page].htmlLength)} of HTML)`,
    );
  }
  log(
    `search at ${targets.searchLoadConnections} connections for ${targets.searchLoadSeconds} s on a fresh start (as npm start runs it)`,
  );
  const searchLoad = await searchUnderLoad(root);
  log('fresh renders and page-cache hits: the cluster (a worker per core) against one process');
  const cluster = await clusterThroughput(root);
  log('page-cache hits read from a shared Redis against one instance alone (bench/redis-tier.mjs)');
  const redisTier = await redisTierHits(root);
  log('tickets proxy with token verification, next to the ticketing service called directly');
  const ticketsProxy = await ticketsProxyUnderLoad(root);
  log("visitors' forms: accepted submissions per second with the embedded database (10 s)");
  const forms = await formsUnderLoad(root);
  log(`product with PAGE_CACHE=off against a sandbox adding ${upstreamLatencyMs} ms per call`);
  const slow = await withSlowUpstreams();
  log(
    `cold pages (+${upstreamLatencyMs} ms per call) and fresh renders against render + send (PAGE_CACHE=off)`,
  );
  const coldPages = await coldPagesUnderLoad(root);

  log('--- targets ---');
  const { load } = cached;
  for (const page of Object.keys(measuredPages)) {
    const fixedName = Object.keys(load).find((name) => name.startsWith(`${page}: fixed string`));
    const fixedRate = load[fixedName].rps;
    const hit = load[`${page}, page-cache hit`];
    check(
      `${page}: page-cache hit ≥ ${percent(targets.hitToFixedString)} of a fixed string of its size`,
      hit.pageCache === 'hit' && ratio(hit.rps, fixedRate) >= targets.hitToFixedString,
      `${percent(ratio(hit.rps, fixedRate))} (${hit.rps.toFixed(0)} / ${fixedRate.toFixed(0)} req/s, x-page-cache=${hit.pageCache}, status ${hit.probeStatus})`,
    );
  }
  reportColdPages(coldPages, check);
  reportSearchLoad(searchLoad, check);
  reportClusterThroughput(cluster, check);
  reportRedisTier(redisTier, check);
  reportTicketsProxy(ticketsProxy, check);
  reportFormsLoad(forms, check);
  printBursts(slow.bursts);
  printScripts(cached.scripts);
  printPortalFirstScreen();
  const failed = checks.filter((entry) => !entry.passed).length;
  log(
    `${checks.length - failed} passed, ${failed} failed; node ${process.version}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(
    `[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 2;
});
