#!/usr/bin/env node
// A shared cache on Redis (issue 21): a content page's page-cache hit served from Redis against
// one served from a process's memory, on the built server (`packages/server/dist/main.js`, each
// instance one process: WEB_CONCURRENCY=1, so the ratio compares like with like).
// - Two instances share a redis-server of their own (Debian's, on a free loopback port, as the
//   tests start it): the first keeps the page in memory and in Redis; the second runs with
//   PAGE_CACHE_MEMORY=off (measuring only), so every hit it serves is read from Redis.
// - One instance alone, without REDIS_URL: today's in-memory hit.
// The first instance's own hits (memory in front of Redis) are measured too, for information.
// Rounds alternate (3 of 3 s each, the median kept), so a slow spell of the shared machine does
// not fall on one side of the ratio only. `npm run bench` runs it as one of its steps;
// `node bench/redis-tier.mjs` runs it alone on what is in packages/*/dist (exit 1 when the target
// is missed, 2 when it could not measure).
process.env.NODE_ENV ??= 'production';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureLoad } from './load.mjs';
import { startProduct } from './product-server.mjs';
import { loadRow, log, percent, ratio } from './report.mjs';
import { targets, verdict } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pagePath = '/en/company';
const rounds = 3;
const seconds = 3;
const oneProcess = { WEB_CONCURRENCY: '1' };

const runs = {
  memory: 'page-cache hit, memory alone',
  redis: 'page-cache hit from Redis',
  tiered: 'page-cache hit, memory over Redis',
};

async function startRedis(rootDirectory) {
  const module = pathToFileURL(join(rootDirectory, 'packages/adapters/dist/redis-test-server.js'));
  const { startRedisServer } = await import(module.href);
  return startRedisServer();
}

/** Each run's median round of `rounds`, measured in turn. */
async function alternating(targetsByRun) {
  const seen = Object.fromEntries(Object.keys(targetsByRun).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url] of Object.entries(targetsByRun)) {
      seen[name].push(await measureLoad({ url, duration: seconds }));
    }
  }
  return Object.fromEntries(
    Object.entries(seen).map(([name, figures]) => {
      const sorted = [...figures].sort((a, b) => a.rps - b.rps);
      return [name, sorted[Math.floor(sorted.length / 2)]];
    }),
  );
}

/** @returns {Promise<Record<keyof typeof runs, object>>} */
export async function redisTierHits(rootDirectory = root) {
  const redis = await startRedis(rootDirectory);
  const started = [];
  try {
    const start = async (environment) => {
      const product = await startProduct(rootDirectory, { ...oneProcess, ...environment });
      started.push(product);
      return product;
    };
    const tiered = await start({ REDIS_URL: redis.url });
    const fromRedis = await start({ REDIS_URL: redis.url, PAGE_CACHE_MEMORY: 'off' });
    const alone = await start({});
    // The first instance keeps the page in Redis; the second then finds it there.
    const kept = await fetch(`${tiered.origin}${pagePath}`);
    await kept.arrayBuffer();
    if (kept.status !== 200) throw new Error(`${pagePath} answered ${kept.status}`);
    return await alternating({
      memory: `${alone.origin}${pagePath}`,
      redis: `${fromRedis.origin}${pagePath}`,
      tiered: `${tiered.origin}${pagePath}`,
    });
  } finally {
    await Promise.all(started.map((product) => product.stop()));
    await redis.stop();
  }
}

/** The rows and the check of the Redis tier's hits, as `check(name, passed, detail)` calls. */
export function reportRedisTier(figures, check) {
  for (const [name, label] of Object.entries(runs)) {
    log(`${loadRow(label, figures[name])}  (median of ${rounds} rounds of ${seconds} s)`);
  }
  const { memory, redis } = figures;
  const share = ratio(redis.rps, memory.rps);
  check(
    `page-cache hit from Redis >= ${percent(targets.redisHitToMemoryHit)} of an in-memory hit`,
    share >= targets.redisHitToMemoryHit &&
      redis.pageCache === 'hit' &&
      memory.pageCache === 'hit' &&
      (redis.non2xx ?? 0) + (redis.errors ?? 0) === 0,
    `${percent(share)} (${redis.rps.toFixed(0)} / ${memory.rps.toFixed(0)} req/s, x-page-cache=${redis.pageCache})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  const check = (name, passed, detail) => {
    if (!passed) failed += 1;
    log(`${verdict(passed)}  ${name}: ${detail}`);
  };
  redisTierHits()
    .then((figures) => {
      reportRedisTier(figures, check);
      process.exitCode = failed > 0 ? 1 : 0;
    })
    .catch((error) => {
      console.error(
        `[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 2;
    });
}
