#!/usr/bin/env node
// Every core at work (issue 21): requests per second of the product as a cluster (WEB_CONCURRENCY =
// this machine's cores) against one process (WEB_CONCURRENCY=1), each started as `npm start`
// starts it (the built server, embedded sandbox). autocannon runs on the same machine and takes its
// share of the cores. The target is read on the content page's fresh render (PAGE_CACHE=off, its
// data cached): the servers' work, not the load generator's, bounds it. Page-cache hits are
// printed beside it: one process answers them about as fast as one autocannon asks (~12,000 a
// second here), so their figure is the load generator's, not the cluster's.
// `npm run bench` runs it as one of its steps; `node bench/cluster-throughput.mjs` runs it alone on
// what is in packages/*/dist (exit 1 when the target is missed, 2 when it could not measure).
process.env.NODE_ENV ??= 'production';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoad } from './load.mjs';
import { startProduct } from './product-server.mjs';
import { loadRow, log, ratio } from './report.mjs';
import { targets, verdict } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pagePath = '/en/company';
const connections = 50;
const seconds = 8;

async function requestsPerSecond(rootDirectory, workers, pageCache) {
  const product = await startProduct(rootDirectory, {
    WEB_CONCURRENCY: String(workers),
    PAGE_CACHE: pageCache,
  });
  try {
    // Fill each worker's caches (its data cache; with PAGE_CACHE on, its page cache) first.
    return await measureLoad({
      url: `${product.origin}${pagePath}`,
      connections,
      duration: seconds,
      warmupSeconds: 2,
    });
  } finally {
    await product.stop();
  }
}

/** @returns {Promise<{ cores: number, single: object, cluster: object, hits: object }>} */
export async function clusterThroughput(rootDirectory = root) {
  const cores = availableParallelism();
  const workers = Math.max(2, cores);
  const single = await requestsPerSecond(rootDirectory, 1, 'off');
  const cluster = await requestsPerSecond(rootDirectory, workers, 'off');
  const hits = {
    single: await requestsPerSecond(rootDirectory, 1, 'on'),
    cluster: await requestsPerSecond(rootDirectory, workers, 'on'),
  };
  return { cores, single, cluster, hits };
}

/** The rows and the check of the cluster's throughput, as `check(name, passed, detail)` calls. */
export function reportClusterThroughput({ cores, single, cluster, hits }, check) {
  const workers = Math.max(2, cores);
  log(loadRow('fresh render, 1 process', single));
  log(loadRow(`fresh render, ${workers} workers`, cluster));
  log(loadRow('page-cache hit, 1 process', hits.single));
  log(
    `${loadRow(`page-cache hit, ${workers} workers`, hits.cluster)}  (bound by the load generator; no target)`,
  );
  const times = ratio(cluster.rps, single.rps);
  check(
    `cluster throughput >= ${targets.clusterMinThroughputRatio}x one process (${cores} cores, fresh renders)`,
    times >= targets.clusterMinThroughputRatio &&
      cluster.probeStatus === 200 &&
      single.probeStatus === 200 &&
      (cluster.non2xx ?? 0) + (cluster.errors ?? 0) === 0,
    `${times.toFixed(2)}x (${cluster.rps.toFixed(0)} against ${single.rps.toFixed(0)} req/s)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  const check = (name, passed, detail) => {
    if (!passed) failed += 1;
    log(`${verdict(passed)}  ${name}: ${detail}`);
  };
  clusterThroughput()
    .then((figures) => {
      reportClusterThroughput(figures, check);
      process.exitCode = failed > 0 ? 1 : 0;
    })
    .catch((error) => {
      console.error(
        `[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 2;
    });
}
