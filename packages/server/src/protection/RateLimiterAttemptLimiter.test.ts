import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimiterAttemptLimiter } from './RateLimiterAttemptLimiter';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

async function attempts(limiter: RateLimiterAttemptLimiter, key: string, count: number) {
  const results: boolean[] = [];
  for (let index = 0; index < count; index += 1) results.push(await limiter.attempt(key));
  return results;
}

describe('the password attempt limit', () => {
  it('allows 5 attempts a minute per client and area, then refuses', async () => {
    const limiter = new RateLimiterAttemptLimiter();
    expect(await attempts(limiter, '203.0.113.9|site-events|/internal-2025', 6)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('allows attempts again a minute after the first', async () => {
    const limiter = new RateLimiterAttemptLimiter();
    await attempts(limiter, 'key', 6);
    vi.advanceTimersByTime(59_999);
    expect(await limiter.attempt('key')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await limiter.attempt('key')).toBe(true);
  });

  it('counts each client and area apart', async () => {
    const limiter = new RateLimiterAttemptLimiter(
      new RateLimiterMemory({ points: 1, duration: 60 }),
    );
    expect(await limiter.attempt('a')).toBe(true);
    expect(await limiter.attempt('a')).toBe(false);
    expect(await limiter.attempt('b')).toBe(true);
  });

  it('forgets a key when its minute ends, so memory holds a minute of keys at most', async () => {
    const store = new RateLimiterMemory({ points: 5, duration: 60 });
    const limiter = new RateLimiterAttemptLimiter(store);
    await limiter.attempt('203.0.113.9|site-events|/internal-2025');
    expect(await store.get('203.0.113.9|site-events|/internal-2025')).not.toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(await store.get('203.0.113.9|site-events|/internal-2025')).toBeNull();
  });

  it('passes on a failing store instead of counting it as a refusal', async () => {
    class FailingStore extends RateLimiterMemory {
      override consume(): Promise<RateLimiterRes> {
        return Promise.reject(new Error('store unreachable'));
      }
    }
    const limiter = new RateLimiterAttemptLimiter(new FailingStore({ points: 5, duration: 60 }));
    await expect(limiter.attempt('key')).rejects.toThrow('store unreachable');
  });
});
