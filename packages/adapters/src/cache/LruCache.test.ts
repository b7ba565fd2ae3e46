import { cachePolicy } from '@kmx/domain/policies';
import { describe, expect, it } from 'vitest';
import { LruCache } from './LruCache';

const minute = 60_000;

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

describe('LruCache', () => {
  it('answers null for a key it never stored', async () => {
    const cache = new LruCache<string>({ clock: fakeClock() });
    expect(await cache.get('page')).toBeNull();
  });

  it('gives back an entry with the time it was stored', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    expect(await cache.get('page')).toEqual({ value: 'home', storedAt: clock.time });
  });

  it('keeps an entry past its 30 minutes, so a stale copy can be served', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    clock.time += 31 * minute;
    expect(await cache.get('page')).toEqual({ value: 'home', storedAt: clock.time - 31 * minute });
  });

  it('drops an entry once it is past its stale window', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    clock.time += cachePolicy.lifetimeMs + cachePolicy.staleWindowMs;
    expect(await cache.get('page')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('does not keep an entry past its lifetime when stale entries are not allowed', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock, policy: { ...cachePolicy, allowStale: false } });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    clock.time += 30 * minute;
    expect(await cache.get('page')).toBeNull();
  });

  it('holds at most 100 entries, evicting the least recently used', async () => {
    const clock = fakeClock();
    const cache = new LruCache<number>({ clock });
    for (let index = 0; index < 100; index += 1) {
      await cache.set(`key-${index}`, { value: index, storedAt: clock.now() });
    }
    await cache.get('key-0');
    await cache.set('key-100', { value: 100, storedAt: clock.now() });
    expect(cache.size).toBe(100);
    expect(await cache.get('key-0')).not.toBeNull();
    expect(await cache.get('key-1')).toBeNull();
    expect(await cache.get('key-100')).not.toBeNull();
  });

  it('deletes one entry', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.set('a', { value: 'A', storedAt: clock.now() });
    await cache.set('b', { value: 'B', storedAt: clock.now() });
    await cache.delete('a');
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('b')).not.toBeNull();
  });

  it('empties itself on clear', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.set('a', { value: 'A', storedAt: clock.now() });
    await cache.set('b', { value: 'B', storedAt: clock.now() });
    await cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('a')).toBeNull();
  });
});

describe('LruCache fill locks', () => {
  it('gives the lock of a free key', async () => {
    const cache = new LruCache<string>({ clock: fakeClock() });
    expect(await cache.tryLock('page', 5000)).not.toBeNull();
  });

  it('refuses the lock of a key while another caller holds it', async () => {
    const cache = new LruCache<string>({ clock: fakeClock() });
    await cache.tryLock('page', 5000);
    expect(await cache.tryLock('page', 5000)).toBeNull();
  });

  it('locks each key on its own', async () => {
    const cache = new LruCache<string>({ clock: fakeClock() });
    await cache.tryLock('page', 5000);
    expect(await cache.tryLock('other', 5000)).not.toBeNull();
  });

  it('frees the key when the holder releases it', async () => {
    const cache = new LruCache<string>({ clock: fakeClock() });
    const lock = await cache.tryLock('page', 5000);
    await lock?.release();
    expect(await cache.tryLock('page', 5000)).not.toBeNull();
  });

  it('reclaims a lock whose holder never released it after 5 seconds', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.tryLock('page', 5000);
    clock.time += 4999;
    expect(await cache.tryLock('page', 5000)).toBeNull();
    clock.time += 1;
    expect(await cache.tryLock('page', 5000)).not.toBeNull();
  });

  it('leaves the new holder its lock when the crashed holder releases late', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    const crashed = await cache.tryLock('page', 5000);
    clock.time += 5000;
    await cache.tryLock('page', 5000);
    await crashed?.release();
    expect(await cache.tryLock('page', 5000)).toBeNull();
  });

  it('keeps locks when the cache is cleared, so a running fill stays the only one', async () => {
    const cache = new LruCache<string>({ clock: fakeClock() });
    await cache.tryLock('page', 5000);
    await cache.clear();
    expect(await cache.tryLock('page', 5000)).toBeNull();
  });

  it('keeps a held lock when it sweeps the lapsed ones of keys nobody asks for again', async () => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock, policy: { ...cachePolicy, maxEntries: 2 } });
    await cache.tryLock('a', 5000);
    await cache.tryLock('b', 5000);
    clock.time += 5000;
    await cache.tryLock('c', 5000);
    clock.time += 1000;
    // Held for one second only, so it survives the sweep that the fourth lock triggers.
    await cache.tryLock('d', 5000);
    expect(await cache.tryLock('c', 5000)).toBeNull();
    expect(await cache.tryLock('d', 5000)).toBeNull();
  });
});

describe('LruCache keys', () => {
  it('lists the keys held, which may be deleted while listed', async () => {
    const cache = new LruCache<string>({ clock: { now: () => 0 } });
    await cache.set('a', { value: 'A', storedAt: 0 });
    await cache.set('b', { value: 'B', storedAt: 0 });
    await cache.tryLock('c', 5000);
    const seen: string[] = [];
    for await (const key of cache.keys()) {
      seen.push(key);
      await cache.delete(key);
    }
    expect(seen.sort()).toEqual(['a', 'b']);
    expect(cache.size).toBe(0);
  });
});
