import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './AttemptLimiter';

function clockAt(start: number) {
  const clock = { time: start, now: () => clock.time };
  return clock;
}

describe('the password attempt limit', () => {
  it('allows 5 attempts a minute per client and area, then refuses', () => {
    const limiter = new AttemptLimiter({ clock: clockAt(0) });
    const results = Array.from({ length: 6 }, () =>
      limiter.attempt('203.0.113.9|site-events|/internal-2025'),
    );
    expect(results).toEqual([true, true, true, true, true, false]);
  });

  it('allows attempts again a minute after the first', () => {
    const clock = clockAt(0);
    const limiter = new AttemptLimiter({ clock });
    for (let index = 0; index < 6; index += 1) limiter.attempt('key');
    clock.time = 59_999;
    expect(limiter.attempt('key')).toBe(false);
    clock.time = 60_000;
    expect(limiter.attempt('key')).toBe(true);
  });

  it('counts each client and area apart', () => {
    const limiter = new AttemptLimiter({ clock: clockAt(0), maxAttempts: 1 });
    expect(limiter.attempt('a')).toBe(true);
    expect(limiter.attempt('a')).toBe(false);
    expect(limiter.attempt('b')).toBe(true);
  });

  it('remembers a bounded number of keys, forgetting finished windows first', () => {
    const clock = clockAt(0);
    const limiter = new AttemptLimiter({ clock, maxKeys: 3, maxAttempts: 1 });
    limiter.attempt('old');
    clock.time = 61_000;
    limiter.attempt('a');
    limiter.attempt('b');
    limiter.attempt('c');
    expect(limiter.size).toBe(3);
    expect(limiter.attempt('a')).toBe(false);
  });

  it('forgets the oldest window when every one is still running', () => {
    const limiter = new AttemptLimiter({ clock: clockAt(0), maxKeys: 2, maxAttempts: 1 });
    limiter.attempt('a');
    limiter.attempt('b');
    limiter.attempt('c');
    expect(limiter.size).toBe(2);
    expect(limiter.attempt('b')).toBe(false);
    expect(limiter.attempt('a')).toBe(true);
  });
});
