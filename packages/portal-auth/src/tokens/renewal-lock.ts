import type { Clock } from '@kmx/domain/ports';
import type { NamedLocks, Timers } from '../environment/AuthEnvironment';

/** Runs one task at a time across the tabs of the origin. */
export interface RenewalLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Web Locks: the browser queues the tasks and frees the lock when a tab goes away. */
export class WebLocksRenewalLock implements RenewalLock {
  constructor(
    private readonly locks: NamedLocks,
    private readonly name: string,
  ) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    return this.locks.request(this.name, task) as Promise<T>;
  }
}

export interface StorageLockTiming {
  /** How long a holder may keep the lock; a tab that closed mid-renewal frees it after this. */
  readonly leaseMs: number;
  /** How often a waiting tab looks again. */
  readonly pollMs: number;
  /** How long a tab waits after taking the lock to see whether another tab took it too. */
  readonly settleMs: number;
}

interface Lease {
  readonly owner: string;
  readonly expiresAt: number;
}

function readLease(stored: string | null): Lease | undefined {
  if (stored === null) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<Lease> | null;
    return typeof value?.owner === 'string' && typeof value.expiresAt === 'number'
      ? { owner: value.owner, expiresAt: value.expiresAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where Web Locks are missing: a lease in local storage, which every tab of the origin sees. Two
 * tabs that take a free lease at once both write it; after a short wait only the last writer
 * still finds its own name there and goes on, the other waits.
 */
export class StorageRenewalLock implements RenewalLock {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly owner: string,
    private readonly clock: Clock,
    private readonly timers: Timers,
    private readonly timing: StorageLockTiming,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      if (readLease(this.storage.getItem(this.key))?.owner === this.owner) {
        this.storage.removeItem(this.key);
      }
    }
  }

  private async acquire(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const lease = readLease(this.storage.getItem(this.key));
      if (lease === undefined || lease.expiresAt <= now) {
        const mine: Lease = { owner: this.owner, expiresAt: now + this.timing.leaseMs };
        this.storage.setItem(this.key, JSON.stringify(mine));
        await this.sleep(this.timing.settleMs);
        if (readLease(this.storage.getItem(this.key))?.owner === this.owner) return;
      } else {
        await this.sleep(this.timing.pollMs);
      }
    }
  }

  private sleep(milliseconds: number): Promise<void> {
    return new Promise((resolve) => {
      this.timers.setTimeout(resolve, milliseconds);
    });
  }
}
