import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimiterLoginAttempts, wrongPasswordLimit } from './RateLimiterLoginAttempts';

/** A request as Express gives it: `ip` is the visitor's address behind trusted proxies. */
const from = (ip: string) => ({ ip, socket: {} }) as unknown as IncomingMessage;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function wrongPasswords(
  limit: RateLimiterLoginAttempts,
  req: IncomingMessage,
  email: string,
  count: number,
) {
  for (let attempt = 0; attempt < count; attempt += 1) await limit.wrongPassword(req, email);
}

describe('the limit on wrong passwords of the embedded identity provider', () => {
  it('closes an account to an address after five wrong passwords, until the window passes', async () => {
    const limit = new RateLimiterLoginAttempts();
    const visitor = from('203.0.113.7');
    await wrongPasswords(limit, visitor, 'mira@example.com', wrongPasswordLimit.points - 1);
    expect(await limit.waitSeconds(visitor, 'mira@example.com')).toBe(0);

    await limit.wrongPassword(visitor, ' Mira@Example.com ');
    expect(await limit.waitSeconds(visitor, 'mira@example.com')).toBe(wrongPasswordLimit.duration);

    vi.advanceTimersByTime(wrongPasswordLimit.duration * 1000 - 1000);
    expect(await limit.waitSeconds(visitor, 'mira@example.com')).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await limit.waitSeconds(visitor, 'mira@example.com')).toBe(0);
  });

  it('leaves other accounts and other addresses open', async () => {
    const limit = new RateLimiterLoginAttempts();
    await wrongPasswords(limit, from('203.0.113.7'), 'mira@example.com', 10);
    expect(await limit.waitSeconds(from('203.0.113.7'), 'jon@example.com')).toBe(0);
    expect(await limit.waitSeconds(from('198.51.100.2'), 'mira@example.com')).toBe(0);
  });
});
