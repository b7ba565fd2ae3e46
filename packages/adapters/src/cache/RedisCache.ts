import { randomUUID } from 'node:crypto';
import type { CachePolicy } from '@kmx/domain/policies';
import type { Cache, CacheEntry, CacheLock } from '@kmx/domain/ports';
import { cachePolicy } from '@kmx/domain/policies';
import type { Redis } from 'ioredis';
import { ReadBatch } from './ReadBatch';
import { jsonEntryCodec, maxSharedEntryBytes, type RedisEntryCodec } from './redis-cache-entry';

export interface RedisCacheOptions<Value = unknown> {
  /** A client that fails fast while Redis is away (`openRedisConnection`). */
  readonly redis: Redis;
  /** Every key of this cache starts with it: `sharedCacheKeyPrefix(build, cache)`. */
  readonly prefix: string;
  /** How long an entry stays: its lifetime and stale window (the spec's data cache by default). */
  readonly policy?: Pick<CachePolicy, 'lifetimeMs' | 'staleWindowMs'>;
  /** Larger entries are not written (`maxSharedEntryBytes` by default). */
  readonly maxEntryBytes?: number;
  /** The entries' form in Redis, for values that have a cheaper one than JSON (`jsonEntryCodec`). */
  readonly codec?: RedisEntryCodec<Value>;
}

/** Deletes the lock only while it is still ours: a reclaimed lock belongs to its new holder. */
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Keys a `SCAN` step looks at; a few hundred keeps each step short for Redis. */
const scanCount = 500;

/** `*`, `?`, `[`, `]` and `\` are pattern characters to `SCAN MATCH`. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * The data and page caches' shared tier (DESIGN.md "Scaling past one machine"), one Redis for
 * every instance. Entries live under `{prefix}e:{key}` (`{ value, storedAt }` JSON unless the
 * cache has a codec of its own) for `lifetimeMs + staleWindowMs` (`SET … PX`), so stale entries
 * may be served and expired ones are gone; fill locks under `{prefix}l:{key}` (`SET … NX PX ttlMs`, released by compare-and-delete),
 * apart from the entries so that `clear` and `keys` leave them alone. Every failure of Redis is
 * thrown: the tier in front of it (`TieredCache`) decides what to do without it.
 */
export class RedisCache<Value> implements Cache<Value> {
  private readonly redis: Redis;
  private readonly entries: string;
  private readonly locks: string;
  private readonly keepMs: number;
  private readonly maxEntryBytes: number;
  private readonly codec: RedisEntryCodec<Value>;
  /** The entries read in one turn of the event loop, fetched with one command. */
  private readonly reads: ReadBatch<Buffer | null>;

  constructor(options: RedisCacheOptions<Value>) {
    this.redis = options.redis;
    this.entries = `${options.prefix}e:`;
    this.locks = `${options.prefix}l:`;
    const policy = options.policy ?? cachePolicy;
    this.keepMs = policy.lifetimeMs + policy.staleWindowMs;
    this.maxEntryBytes = options.maxEntryBytes ?? maxSharedEntryBytes;
    this.codec = options.codec ?? jsonEntryCodec<Value>();
    const { redis } = this;
    this.reads = new ReadBatch((keys) => {
      const [only] = keys;
      return keys.length === 1 && only !== undefined
        ? redis.getBuffer(only).then((value) => [value])
        : redis.mgetBuffer(...keys);
    });
  }

  async get(key: string): Promise<CacheEntry<Value> | null> {
    const stored = await this.reads.read(this.entries + key);
    return stored === null ? null : this.codec.decode(stored);
  }

  async set(key: string, entry: CacheEntry<Value>): Promise<void> {
    const stored = this.codec.encode(entry, this.maxEntryBytes);
    if (stored === null) return;
    await this.redis.set(this.entries + key, stored, 'PX', this.keepMs);
  }

  async delete(key: string): Promise<void> {
    await this.redis.unlink(this.entries + key);
  }

  async clear(): Promise<void> {
    for await (const keys of this.scan(this.entries)) {
      if (keys.length > 0) await this.redis.unlink(...keys);
    }
  }

  async *keys(): AsyncIterable<string> {
    for await (const keys of this.scan(this.entries)) {
      for (const key of keys) yield key.slice(this.entries.length);
    }
  }

  async tryLock(key: string, ttlMs: number): Promise<CacheLock | null> {
    const lockKey = this.locks + key;
    const token = randomUUID();
    const answer = await this.redis.set(lockKey, token, 'PX', ttlMs, 'NX');
    if (answer === null) return null;
    return {
      release: async () => {
        await this.redis.eval(releaseScript, 1, lockKey, token);
      },
    };
  }

  /** The stored keys under `prefix`, a batch at a time, each once (`SCAN` may return a key twice). */
  private async *scan(prefix: string): AsyncIterable<readonly string[]> {
    const pattern = `${escapeGlob(prefix)}*`;
    const seen = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', scanCount);
      cursor = next;
      const fresh = keys.filter((key) => !seen.has(key));
      for (const key of fresh) seen.add(key);
      yield fresh;
    } while (cursor !== '0');
  }
}
