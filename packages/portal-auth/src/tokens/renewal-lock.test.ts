import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test-support/FakeClock';
import { MemoryLocks } from '../test-support/fake-environment';
import { MemoryStorage } from '../test-support/MemoryStorage';
import type { StorageLockTiming } from './renewal-lock';
import { StorageRenewalLock, WebLocksRenewalLock } from './renewal-lock';

const timing: StorageLockTiming = { leaseMs: 15_000, pollMs: 100, settleMs: 50 };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('WebLocksRenewalLock', () => {
  it('runs the task under the named Web Lock and answers its result', async () => {
    const locks = new MemoryLocks();
    const lock = new WebLocksRenewalLock(locks, 'FR-SDK-renewal-kmx-portal');
    expect(await lock.run(async () => 'renewed')).toBe('renewed');
    expect(locks.names).toEqual(['FR-SDK-renewal-kmx-portal']);
  });
});

describe('StorageRenewalLock', () => {
  function tab(storage: MemoryStorage, owner: string, clock: FakeClock) {
    return new StorageRenewalLock(storage, 'lock', owner, clock, clock, timing);
  }

  it('runs the task once the lease has settled, then frees it', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const result = tab(storage, 'tab-a', clock).run(async () => {
      expect(JSON.parse(storage.getItem('lock') ?? '')).toEqual({
        owner: 'tab-a',
        expiresAt: clock.now() - timing.settleMs + timing.leaseMs,
      });
      return 'done';
    });
    await clock.advance(timing.settleMs);
    expect(await result).toBe('done');
    expect(storage.getItem('lock')).toBeNull();
  });

  it('makes a second tab wait until the first is done', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const order: string[] = [];
    const firstDone = deferred<void>();
    const first = tab(storage, 'tab-a', clock).run(async () => {
      order.push('a starts');
      await firstDone.promise;
      order.push('a ends');
    });
    await clock.advance(timing.settleMs);
    const second = tab(storage, 'tab-b', clock).run(async () => {
      order.push('b runs');
    });
    await clock.advance(1_000);
    expect(order).toEqual(['a starts']);
    firstDone.resolve();
    await first;
    await clock.advance(timing.pollMs + timing.settleMs);
    await second;
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('does not go on when another tab wrote its lease over this one meanwhile', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    let ran = false;
    const result = tab(storage, 'tab-a', clock).run(async () => {
      ran = true;
    });
    // Tab b read the lease as free at the same moment; its write lands after tab a's.
    storage.setItem('lock', JSON.stringify({ owner: 'tab-b', expiresAt: clock.now() + 1_000 }));
    await clock.advance(timing.settleMs);
    expect(ran).toBe(false);
    storage.removeItem('lock');
    await clock.advance(timing.pollMs + timing.settleMs);
    await result;
    expect(ran).toBe(true);
  });

  it('takes over a lease that expired (a tab closed while renewing)', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    storage.setItem('lock', JSON.stringify({ owner: 'closed-tab', expiresAt: clock.now() + 500 }));
    let ran = false;
    const result = tab(storage, 'tab-a', clock).run(async () => {
      ran = true;
    });
    await clock.advance(400);
    expect(ran).toBe(false);
    await clock.advance(200 + timing.settleMs);
    await result;
    expect(ran).toBe(true);
  });

  it('treats an unreadable lease as free, and frees only its own lease', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    storage.setItem('lock', 'garbage');
    const result = tab(storage, 'tab-a', clock).run(async () => {
      // Another tab took over meanwhile (e.g. after this lease expired).
      storage.setItem('lock', JSON.stringify({ owner: 'tab-b', expiresAt: clock.now() + 1 }));
    });
    await clock.advance(timing.settleMs);
    await result;
    expect(JSON.parse(storage.getItem('lock') ?? '').owner).toBe('tab-b');
  });

  it('frees the lease when the task fails', async () => {
    const clock = new FakeClock();
    const storage = new MemoryStorage();
    const result = tab(storage, 'tab-a', clock)
      .run(async () => {
        throw new Error('renewal failed');
      })
      .catch((error: unknown) => error);
    await clock.advance(timing.settleMs);
    expect(((await result) as Error).message).toBe('renewal failed');
    expect(storage.getItem('lock')).toBeNull();
  });
});
