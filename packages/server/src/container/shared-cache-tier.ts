import {
  openRedisConnection,
  RedisCache,
  TieredCache,
  type RedisConnection,
  type RedisEntryCodec,
} from '@kmx/adapters';
import type { CachePolicy, SharedCacheName } from '@kmx/domain/policies';
import { sharedCacheKeyPrefix } from '@kmx/domain/policies';
import type { Cache, Clock, Logger } from '@kmx/domain/ports';
import { buildInfo } from '../builds/build-info';
import type { Config } from '../config/config';
import type { ClientAssets } from '../render/client-assets';

/** The Redis every instance shares (`REDIS_URL`) and the build whose keys this process uses. */
export interface SharedCacheTier {
  readonly connection: RedisConnection;
  /** The bundle's id (`/builds/latest.json`): a deploy never reads another build's entries. */
  readonly build: string;
}

/** Connects when `REDIS_URL` is set; `null` (nothing connects) when it is not. */
export function sharedCacheTierFor(
  config: Config,
  assets: ClientAssets,
  logger: Logger,
): SharedCacheTier | null {
  if (config.redisUrl === undefined) return null;
  return {
    connection: openRedisConnection({ url: config.redisUrl, logger }),
    build: buildInfo(assets).id,
  };
}

export interface TieredStoreOptions<Value> {
  /** This process's tier; `null` keeps the cache in Redis alone (`PAGE_CACHE_MEMORY=off`). */
  readonly memory: Cache<Value> | null;
  readonly tier: SharedCacheTier | null;
  readonly cache: SharedCacheName;
  /** The entries' form in Redis when the values have a cheaper one than JSON. */
  readonly codec?: RedisEntryCodec<Value>;
  readonly policy: CachePolicy;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** A cache's store: its memory tier, in front of its part of the shared tier when there is one. */
export function tieredStore<Value>(
  options: TieredStoreOptions<Value> & { readonly memory: Cache<Value> },
): Cache<Value>;
export function tieredStore<Value>(options: TieredStoreOptions<Value>): Cache<Value> | null;
export function tieredStore<Value>(options: TieredStoreOptions<Value>): Cache<Value> | null {
  const { memory, tier, policy } = options;
  if (tier === null) return memory;
  const shared = new RedisCache<Value>({
    redis: tier.connection.redis,
    prefix: sharedCacheKeyPrefix(tier.build, options.cache),
    policy,
    ...(options.codec !== undefined && { codec: options.codec }),
  });
  if (memory === null) return shared;
  return new TieredCache<Value>({
    memory,
    shared,
    clock: options.clock,
    policy,
    logger: options.logger,
  });
}
