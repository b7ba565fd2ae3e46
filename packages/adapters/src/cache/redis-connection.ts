import type { Logger } from '@kmx/domain/ports';
import { Redis } from 'ioredis';

/** What `/healthz` says of the shared tier: `off` when no `REDIS_URL` is set. */
export type RedisState = 'up' | 'down';

export interface RedisConnection {
  /** The client: commands fail at once while Redis is away, and after `commandTimeoutMs` when slow. */
  readonly redis: Redis;
  state(): RedisState;
  /** Closes the connection (a graceful shutdown). */
  close(): Promise<void>;
}

/**
 * The timeouts of the shared tier (docs/decisions.md, issue 21, "The Redis tier"). A cache
 * command on loopback or in one data centre answers in well under a millisecond, but the timer
 * also runs while a render holds the process's event loop: at 150 ms, three instances on two
 * cores timed out now and then with Redis idle. 500 ms is rare lag and still short against a
 * page's 3 s budget; the tier's circuit stops asking a slow Redis after three timeouts.
 * Reconnecting backs off to at most 2 s.
 */
const redisTimeouts = {
  commandTimeoutMs: 500,
  connectTimeoutMs: 1000,
  maxReconnectDelayMs: 2000,
} as const;

export interface RedisConnectionOptions {
  /** `redis://` or `rediss://` (checked by the configuration). */
  readonly url: string;
  readonly logger: Logger;
  readonly commandTimeoutMs?: number;
}

/**
 * Connects to Redis so that it never holds a request up: no offline queue (a command while Redis
 * is away fails at once instead of waiting for the reconnect), no retry of a command, a timeout per
 * command, and a reconnect by itself, forever, backing off. The log says when Redis goes away and
 * when it is back, once per change, not once per failed command.
 */
export function openRedisConnection(options: RedisConnectionOptions): RedisConnection {
  const { logger } = options;
  const redis = new Redis(options.url, {
    commandTimeout: options.commandTimeoutMs ?? redisTimeouts.commandTimeoutMs,
    connectTimeout: redisTimeouts.connectTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, redisTimeouts.maxReconnectDelayMs),
  });
  let state: RedisState = 'down';
  // What the log said last: a change is told once, however many commands fail meanwhile.
  let told: RedisState | null = null;
  let closing = false;
  redis.on('ready', () => {
    state = 'up';
    if (told === 'up') return;
    logger.info(told === null ? 'Redis connected' : 'Redis reconnected');
    told = 'up';
  });
  const lost = (error?: unknown) => {
    state = 'down';
    if (closing || told === 'down') return;
    logger.warn('Redis unavailable: this instance caches in its own memory until it is back', {
      error: error instanceof Error ? error.message : undefined,
    });
    told = 'down';
  };
  redis.on('error', (error: unknown) => lost(error));
  redis.on('close', () => lost());
  return {
    redis,
    state: () => state,
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
