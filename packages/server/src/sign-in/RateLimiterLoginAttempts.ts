import type { IncomingMessage } from 'node:http';
import type { LoginAttemptGate } from '@kmx/sandbox';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Five wrong passwords per account and address in a quarter of an hour from the first. */
export const wrongPasswordLimit = { points: 5, duration: 15 * 60 } as const;

/** The visitor's address as Express sees it behind trusted proxies (`TRUST_PROXY`). */
function addressOf(req: IncomingMessage): string {
  const ip = (req as { ip?: unknown }).ip;
  return typeof ip === 'string' ? ip : (req.socket.remoteAddress ?? '');
}

/** Accounts compare as the provider compares e-mail addresses: without case or spaces. */
function keyOf(req: IncomingMessage, email: string): string {
  return `${email.trim().toLowerCase()}\n${addressOf(req)}`;
}

/**
 * The embedded identity provider's limit on wrong passwords, on rate-limiter-flexible: counted
 * per account and visitor address, so one visitor cannot lock another out of an account by
 * guessing, and guessing one account from one address stays slow. In memory a key is forgotten
 * when its window ends; a `RateLimiterRedis` with the same limit counts for every instance.
 */
export class RateLimiterLoginAttempts implements LoginAttemptGate {
  constructor(
    private readonly limiter: RateLimiterAbstract = new RateLimiterMemory(wrongPasswordLimit),
  ) {}

  async waitSeconds(req: IncomingMessage, email: string): Promise<number> {
    const state = await this.limiter.get(keyOf(req, email));
    if (state === null || state.consumedPoints < this.limiter.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async wrongPassword(req: IncomingMessage, email: string): Promise<void> {
    await this.limiter.penalty(keyOf(req, email), 1);
  }
}
