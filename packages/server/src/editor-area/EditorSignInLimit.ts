import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedLimiter } from '../cluster/shared-limiter';

/** Ten wrong editor passwords per address in a quarter of an hour from the first. */
const editorWrongPasswordLimit = { points: 10, duration: 15 * 60 } as const;

/**
 * The limit on wrong editor passwords, on rate-limiter-flexible, counted per client address (as
 * Express sees it behind the trusted proxies). Only wrong passwords count, so an editor who signs
 * in rightly is never held back by it. In memory each instance counts alone and a key is forgotten
 * when its window ends; a `RateLimiterRedis` with the same limit counts for every instance.
 */
export class EditorSignInLimit {
  constructor(
    private readonly limiter: RateLimiterAbstract = sharedLimiter(
      'editor-sign-in',
      editorWrongPasswordLimit,
    ),
  ) {}

  /** How long `address` must wait before trying again, in seconds; 0 while it may try. */
  async waitSeconds(address: string): Promise<number> {
    const state = await this.limiter.get(address);
    // In memory a window is forgotten by a timer, which may run late: the clock decides.
    const ended = state !== null && this.limiter.duration > 0 && state.msBeforeNext <= 0;
    if (state === null || ended || state.consumedPoints < this.limiter.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async wrongPassword(address: string): Promise<void> {
    await this.limiter.penalty(address, 1);
  }
}
