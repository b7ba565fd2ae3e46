import type { Clock } from '@kmx/domain/ports';

export interface AttemptLimiterOptions {
  readonly clock: Clock;
  /** Attempts allowed per key and window. */
  readonly maxAttempts?: number;
  readonly windowMs?: number;
  /** Keys remembered at most, so a flood of addresses cannot exhaust memory. */
  readonly maxKeys?: number;
}

interface Window {
  readonly startedAt: number;
  count: number;
}

/**
 * Counts password attempts per key (client address and protected area) in fixed windows: 5 a
 * minute by default. In memory and per instance: behind a load balancer the limit is per instance,
 * which still makes guessing slow.
 */
export class AttemptLimiter {
  private readonly clock: Clock;
  private readonly maxAttempts: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly windows = new Map<string, Window>();

  constructor(options: AttemptLimiterOptions) {
    this.clock = options.clock;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.windowMs = options.windowMs ?? 60_000;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Records an attempt; `false` when the key has used up its attempts in this window. */
  attempt(key: string): boolean {
    const now = this.clock.now();
    const current = this.windows.get(key);
    if (current !== undefined && now - current.startedAt < this.windowMs) {
      current.count += 1;
      return current.count <= this.maxAttempts;
    }
    this.windows.delete(key);
    this.makeRoom(now);
    this.windows.set(key, { startedAt: now, count: 1 });
    return true;
  }

  /** How many keys are remembered (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
    // Still full: forget the oldest windows (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
