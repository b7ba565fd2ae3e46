import { randomUUID } from 'node:crypto';
import type { CachePurge } from '@kmx/domain/policies';
import type { Logger, PurgeBus, PurgeListener, PurgeScope } from '@kmx/domain/ports';
import type { Redis } from 'ioredis';
import { isCachePurge, PurgeListeners } from './purge-listeners';

export interface RedisPurgeBusOptions {
  /** Publishes; may be shared with the cache tier. A subscriber connection of its own is opened. */
  readonly redis: Redis;
  readonly logger: Logger;
  /** The build's channel, so instances of another build sharing the Redis do not hear it. */
  readonly channel: string;
  /** How long a publish may take before the others are given up on (Redis down or slow). */
  readonly publishTimeoutMs?: number;
  /**
   * The workers of this machine (`ClusterPurgeBus`), told instead while Redis fails: Redis alone
   * reaches them otherwise. Its purges are heard as this bus's own.
   */
  readonly whenRedisFails?: PurgeBus;
}

interface WireMessage {
  readonly from: string;
  readonly purge: CachePurge;
}

const defaultPublishTimeoutMs = 1000;

/**
 * Every instance sharing Redis (`REDIS_URL`), by pub/sub: `PUBLISH channel {from, purge}` after
 * this instance's listeners ran; each instance subscribes on a connection of its own (a
 * subscribed connection takes no other commands) and skips its own messages, which it has
 * delivered already. Redis down: this instance is purged, and the log says the others may not be.
 */
export class RedisPurgeBus implements PurgeBus {
  private readonly listeners: PurgeListeners;
  private readonly subscriber: Redis;
  private readonly instance = randomUUID();
  private readonly options: RedisPurgeBusOptions;

  constructor(options: RedisPurgeBusOptions) {
    this.options = options;
    this.listeners = new PurgeListeners(options.logger);
    // Queued until connected: the cache's connection fails commands while Redis is away, but a
    // subscription must wait for Redis to come (ioredis subscribes again after each reconnect).
    this.subscriber = options.redis.duplicate({
      enableOfflineQueue: true,
      commandTimeout: undefined,
    });
    this.subscriber.on('error', (error: unknown) => {
      options.logger.warn('cache purge: the Redis subscriber connection failed', { error });
    });
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel === options.channel) this.receive(text);
    });
    // ioredis subscribes again by itself after a reconnect.
    this.subscriber.subscribe(options.channel).catch((error: unknown) => {
      options.logger.warn('cache purge: could not subscribe to Redis', { error });
    });
  }

  async publish(purge: CachePurge, scope: PurgeScope = 'everywhere'): Promise<void> {
    if (scope === 'everywhere') await this.listeners.deliver(purge);
    const message: WireMessage = { from: this.instance, purge };
    const { publishTimeoutMs = defaultPublishTimeoutMs } = this.options;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.options.redis.publish(this.options.channel, JSON.stringify(message)),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer from Redis')), publishTimeoutMs);
        }),
      ]);
    } catch (error) {
      this.options.logger.warn(
        'cache purge done here; other instances may not have heard it (Redis failed)',
        { error },
      );
      await this.options.whenRedisFails?.publish(purge, 'elsewhere');
    } finally {
      clearTimeout(timer);
    }
  }

  subscribe(listener: PurgeListener): () => void {
    const fromRedis = this.listeners.add(listener);
    const fromFallback = this.options.whenRedisFails?.subscribe(listener);
    return () => {
      fromRedis();
      fromFallback?.();
    };
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.options.whenRedisFails?.close();
  }

  private receive(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const { from, purge } = (message ?? {}) as Partial<Record<keyof WireMessage, unknown>>;
    if (from === this.instance || !isCachePurge(purge)) return;
    void this.listeners.deliver(purge);
  }
}
