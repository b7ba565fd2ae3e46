import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedLimiter } from '../cluster/shared-limiter';
import type { AttemptLimiter } from './AttemptLimiter';

/** Spec public-site 2.3: 5 attempts per key in a fixed window of a minute from the first. */
const passwordAttemptLimit = { points: 5, duration: 60 } as const;

/**
 * The attempt limit on rate-limiter-flexible. In memory by default: a key is forgotten when its
 * minute ends, so the memory holds at most a minute of keys. With the shared Redis tier, pass a
 * `RateLimiterRedis` with the same limit (and a `RateLimiterMemory` as its `insuranceLimiter`, so
 * a Redis outage falls back to counting per instance instead of failing the gate).
 */
export class RateLimiterAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract = sharedLimiter(
      'page-password',
      passwordAttemptLimit,
    ),
  ) {}

  async attempt(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (refusal) {
      // The library refuses with the key's state; anything else is a failing store.
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}
