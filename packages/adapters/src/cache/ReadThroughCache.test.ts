import type { Cache, CacheEntry, Logger } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { cachePolicy } from '@kmx/domain/policies';
import { describe, expect, it, vi } from 'vitest';
import { LruCache } from './LruCache';
import { ReadThroughCache, fillPollMs } from './ReadThroughCache';

const minute = 60_000;

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

function deferred<Value>() {
  let resolve: (value: Value) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<Value>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** Lets other promise chains run, as a timer would, without waiting for wall-clock time. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ReadThroughCache given a missing entry', () => {
  it('loads from the upstream, answers with it and stores it', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    const readThrough = new ReadThroughCache({ cache, clock });
    const answer = await readThrough.read({ key: 'page', load: async () => 'home', mode: 'use' });
    expect(answer).toBe('home');
    expect(await cache.get('page')).toEqual({ value: 'home', storedAt: clock.time });
  });

  it('makes one upstream call for many concurrent reads and gives each the answer', async () => {
    const clock = fakeClock();
    const readThrough = new ReadThroughCache({ cache: new LruCache({ clock }), clock });
    const upstream = deferred<string>();
    const load = vi.fn(() => upstream.promise);
    const reads = Array.from({ length: 10 }, () =>
      readThrough.read({ key: 'page', load, mode: 'use' }),
    );
    upstream.resolve('home');
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 10 }, () => 'home'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the upstream failure to every waiting reader and stores nothing', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    const readThrough = new ReadThroughCache({ cache, clock });
    const upstream = deferred<string>();
    const load = vi.fn(() => upstream.promise);
    const first = readThrough.read({ key: 'page', load, mode: 'use' });
    const second = readThrough.read({ key: 'page', load, mode: 'use' });
    upstream.reject(new UpstreamError('content service down', 500));
    await expect(first).rejects.toThrow('content service down');
    await expect(second).rejects.toThrow('content service down');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('page')).toBeNull();
  });

  it('tries the upstream again on the next read after a failed fill', async () => {
    const clock = fakeClock();
    const readThrough = new ReadThroughCache({ cache: new LruCache({ clock }), clock });
    const failing = () => Promise.reject(new UpstreamError('content service down', 500));
    await expect(readThrough.read({ key: 'page', load: failing, mode: 'use' })).rejects.toThrow();
    const answer = await readThrough.read({ key: 'page', load: async () => 'home', mode: 'use' });
    expect(answer).toBe('home');
  });

  it('caches an answer of null, such as a page that does not exist', async () => {
    const clock = fakeClock();
    const readThrough = new ReadThroughCache({ cache: new LruCache({ clock }), clock });
    const load = vi.fn(async () => null);
    await readThrough.read({ key: 'page', load, mode: 'use' });
    expect(await readThrough.read({ key: 'page', load, mode: 'use' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while another instance fills the key and serves that instance its answer', async () => {
    const clock = fakeClock();
    const shared = new LruCache<unknown>({ clock });
    const first = new ReadThroughCache({ cache: shared, clock, delay: nextTurn });
    const second = new ReadThroughCache({ cache: shared, clock, delay: nextTurn });
    const upstream = deferred<string>();
    const load = vi.fn(() => upstream.promise);
    const filling = first.read({ key: 'page', load, mode: 'use' });
    const waiting = second.read({ key: 'page', load, mode: 'use' });
    await nextTurn();
    await nextTurn();
    upstream.resolve('home');
    expect(await Promise.all([filling, waiting])).toEqual(['home', 'home']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fills itself once the other instance failed and let go of the lock', async () => {
    const clock = fakeClock();
    const shared = new LruCache<unknown>({ clock });
    const first = new ReadThroughCache({ cache: shared, clock, delay: nextTurn });
    const second = new ReadThroughCache({ cache: shared, clock, delay: nextTurn });
    const upstream = deferred<string>();
    const filling = first.read({ key: 'page', load: () => upstream.promise, mode: 'use' });
    const waiting = second.read({ key: 'page', load: async () => 'second try', mode: 'use' });
    await nextTurn();
    upstream.reject(new UpstreamError('content service down', 500));
    await expect(filling).rejects.toThrow('content service down');
    expect(await waiting).toBe('second try');
  });

  it('reclaims the lock of a filler that crashed after 5 seconds and fills the key', async () => {
    const clock = fakeClock();
    const shared = new LruCache<unknown>({ clock });
    await shared.tryLock('page', cachePolicy.lockReclaimMs);
    const startedAt = clock.now();
    const delay = async (ms: number) => {
      clock.time += ms;
    };
    const readThrough = new ReadThroughCache({ cache: shared, clock, delay });
    const load = vi.fn(async () => 'home');
    expect(await readThrough.read({ key: 'page', load, mode: 'use' })).toBe('home');
    expect(load).toHaveBeenCalledTimes(1);
    expect(clock.now() - startedAt).toBeGreaterThanOrEqual(5000);
    expect(clock.now() - startedAt).toBeLessThan(5000 + fillPollMs);
  });
});

describe('ReadThroughCache given a fresh entry', () => {
  it('serves it without calling the upstream', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    clock.time += 30 * minute - 1;
    const readThrough = new ReadThroughCache({ cache, clock });
    const load = vi.fn(async () => 'new home');
    expect(await readThrough.read({ key: 'page', load, mode: 'use' })).toBe('home');
    await readThrough.idle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('ReadThroughCache given a stale entry', () => {
  it('serves it at once while the upstream is still answering', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 30 * minute;
    const readThrough = new ReadThroughCache({ cache, clock });
    const upstream = deferred<string>();
    const answer = await readThrough.read({
      key: 'page',
      load: () => upstream.promise,
      mode: 'use',
    });
    expect(answer).toBe('old home');
    upstream.resolve('new home');
    await readThrough.idle();
  });

  it('refills it in the background, so a later read gets the new answer', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 30 * minute;
    const readThrough = new ReadThroughCache({ cache, clock });
    const load = async () => 'new home';
    await readThrough.read({ key: 'page', load, mode: 'use' });
    await readThrough.idle();
    expect(await readThrough.read({ key: 'page', load, mode: 'use' })).toBe('new home');
    expect(await cache.get('page')).toEqual({ value: 'new home', storedAt: clock.time });
  });

  it('runs one background refill however many readers ask meanwhile', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 31 * minute;
    const readThrough = new ReadThroughCache({ cache, clock });
    const upstream = deferred<string>();
    const load = vi.fn(() => upstream.promise);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => readThrough.read({ key: 'page', load, mode: 'use' })),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => 'old home'));
    upstream.resolve('new home');
    await readThrough.idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the refill to another instance that holds the lock', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 31 * minute;
    await cache.tryLock('page', cachePolicy.lockReclaimMs);
    const readThrough = new ReadThroughCache({ cache, clock });
    const load = vi.fn(async () => 'new home');
    expect(await readThrough.read({ key: 'page', load, mode: 'use' })).toBe('old home');
    await readThrough.idle();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps serving it while the upstream fails, and logs the failed refill', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 31 * minute;
    const logger = silentLogger();
    const readThrough = new ReadThroughCache({ cache, clock, logger });
    const failing = () => Promise.reject(new UpstreamError('content service down', 500));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await readThrough.read({ key: 'page', load: failing, mode: 'use' })).toBe('old home');
      await readThrough.idle();
    }
    expect(logger.warn).toHaveBeenCalledWith(
      'cache refill failed, serving the stale entry',
      expect.objectContaining({ key: 'page' }),
    );
  });

  it('recovers with the new answer once the upstream answers again', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 31 * minute;
    const readThrough = new ReadThroughCache({ cache, clock, logger: silentLogger() });
    const failing = () => Promise.reject(new UpstreamError('content service down', 500));
    await readThrough.read({ key: 'page', load: failing, mode: 'use' });
    await readThrough.idle();
    await readThrough.read({ key: 'page', load: async () => 'new home', mode: 'use' });
    await readThrough.idle();
    expect(await readThrough.read({ key: 'page', load: failing, mode: 'use' })).toBe('new home');
  });

  it('no longer serves it once it is past its stale window', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += cachePolicy.lifetimeMs + cachePolicy.staleWindowMs;
    const readThrough = new ReadThroughCache({ cache, clock });
    const failing = () => Promise.reject(new UpstreamError('content service down', 500));
    await expect(readThrough.read({ key: 'page', load: failing, mode: 'use' })).rejects.toThrow(
      'content service down',
    );
  });
});

describe('ReadThroughCache with cache=false', () => {
  it('calls the upstream even when a fresh entry is stored', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    const readThrough = new ReadThroughCache({ cache, clock });
    const answer = await readThrough.read({
      key: 'page',
      load: async () => 'new home',
      mode: 'bypass',
    });
    expect(answer).toBe('new home');
  });

  it('does not store what it loaded', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    const readThrough = new ReadThroughCache({ cache, clock });
    await readThrough.read({ key: 'page', load: async () => 'home', mode: 'bypass' });
    expect(await cache.get('page')).toBeNull();
  });
});

describe('ReadThroughCache with cache=clear', () => {
  it('empties the cache, then loads and stores the key it reads', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    await cache.set('other', { value: 'other', storedAt: clock.now() });
    const readThrough = new ReadThroughCache({ cache, clock });
    const answer = await readThrough.read({
      key: 'page',
      load: async () => 'new home',
      mode: 'clear',
    });
    expect(answer).toBe('new home');
    expect(await cache.get('other')).toBeNull();
    expect(await cache.get('page')).toEqual({ value: 'new home', storedAt: clock.time });
  });

  it('empties the cache when asked directly', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    await new ReadThroughCache({ cache, clock }).clear();
    expect(cache.size).toBe(0);
  });
});

/** A cache tier that is down: every operation fails, as a Redis that cannot be reached. */
function brokenCache(): Cache<unknown> {
  const down = () => Promise.reject(new Error('connection refused'));
  const keys = (): AsyncIterable<string> => ({
    [Symbol.asyncIterator]: () => ({ next: down }),
  });
  return { get: down, set: down, delete: down, clear: down, keys, tryLock: down };
}

describe('ReadThroughCache given a cache that fails', () => {
  it('still answers from the upstream, logging the cache failure', async () => {
    const clock = fakeClock();
    const logger = silentLogger();
    const readThrough = new ReadThroughCache({ cache: brokenCache(), clock, logger });
    const answer = await readThrough.read({ key: 'page', load: async () => 'home', mode: 'clear' });
    expect(answer).toBe('home');
    expect(logger.warn).toHaveBeenCalledWith('cache read failed', expect.anything());
    expect(logger.warn).toHaveBeenCalledWith('cache write failed', expect.anything());
    expect(logger.warn).toHaveBeenCalledWith('cache lock failed', expect.anything());
    expect(logger.warn).toHaveBeenCalledWith('cache clear failed', expect.anything());
  });

  it('answers even when releasing the lock fails', async () => {
    const clock = fakeClock();
    const lru = new LruCache<unknown>({ clock });
    const cache: Cache<unknown> = {
      get: (key) => lru.get(key),
      set: (key, entry) => lru.set(key, entry),
      delete: (key) => lru.delete(key),
      clear: () => lru.clear(),
      keys: () => lru.keys(),
      tryLock: async () => ({ release: () => Promise.reject(new Error('connection lost')) }),
    };
    const logger = silentLogger();
    const readThrough = new ReadThroughCache({ cache, clock, logger });
    expect(await readThrough.read({ key: 'page', load: async () => 'home', mode: 'use' })).toBe(
      'home',
    );
    expect(logger.warn).toHaveBeenCalledWith('cache lock release failed', expect.anything());
  });

  it('does not serve an expired entry from a cache that kept it', async () => {
    const clock = fakeClock();
    const expired: CacheEntry<unknown> = {
      value: 'ancient home',
      storedAt: clock.now() - cachePolicy.lifetimeMs - cachePolicy.staleWindowMs,
    };
    const lru = new LruCache<unknown>({ clock });
    const cache: Cache<unknown> = {
      get: async () => expired,
      set: (key, entry) => lru.set(key, entry),
      delete: (key) => lru.delete(key),
      clear: () => lru.clear(),
      keys: () => lru.keys(),
      tryLock: (key, ttlMs) => lru.tryLock(key, ttlMs),
    };
    const readThrough = new ReadThroughCache({ cache, clock });
    expect(await readThrough.read({ key: 'page', load: async () => 'home', mode: 'use' })).toBe(
      'home',
    );
  });
});

describe('ReadThroughCache given a read that keeps its last good answer', () => {
  const down = () => Promise.reject(new UpstreamError('content service down', 500));

  function setUp() {
    const clock = fakeClock();
    // A cache of one entry: any other key evicts the one read first.
    const cache = new LruCache<unknown>({ clock, policy: { ...cachePolicy, maxEntries: 1 } });
    return { clock, readThrough: new ReadThroughCache({ cache, clock, logger: silentLogger() }) };
  }

  it('answers with it when the upstream fails after another key evicted the entry', async () => {
    const { readThrough } = setUp();
    const systemData = { key: 'system-data', mode: 'use', keepLastGood: true } as const;
    await readThrough.read({ ...systemData, load: async () => 'sites' });
    await readThrough.read({ key: 'page', load: async () => 'home', mode: 'use' });

    expect(await readThrough.read({ ...systemData, load: down })).toBe('sites');
  });

  it('answers with it when the upstream fails after cache=clear', async () => {
    const { readThrough } = setUp();
    await readThrough.read({
      key: 'redirects',
      load: async () => [],
      mode: 'use',
      keepLastGood: true,
    });
    await readThrough.clear();

    expect(
      await readThrough.read({ key: 'redirects', load: down, mode: 'use', keepLastGood: true }),
    ).toEqual([]);
  });

  it('keeps the newest answer the upstream gave', async () => {
    const { readThrough } = setUp();
    const read = (load: () => Promise<string>) =>
      readThrough.read({ key: 'navigation', load, mode: 'use', keepLastGood: true });
    await read(async () => 'old');
    await readThrough.clear();
    await read(async () => 'new');
    await readThrough.clear();
    expect(await read(down)).toBe('new');
  });

  it('does not keep the answers of reads that do not ask for it', async () => {
    const { readThrough } = setUp();
    await readThrough.read({ key: 'page', load: async () => 'home', mode: 'use' });
    await readThrough.clear();
    await expect(readThrough.read({ key: 'page', load: down, mode: 'use' })).rejects.toThrow(
      'content service down',
    );
    await expect(
      readThrough.read({ key: 'page', load: down, mode: 'use', keepLastGood: true }),
    ).rejects.toThrow('content service down');
  });

  it('no longer answers with it past the stale window', async () => {
    const { clock, readThrough } = setUp();
    const read = (load: () => Promise<string>) =>
      readThrough.read({ key: 'system-data', load, mode: 'use', keepLastGood: true });
    await read(async () => 'sites');
    await readThrough.clear();
    clock.time += cachePolicy.lifetimeMs + cachePolicy.staleWindowMs;
    await expect(read(down)).rejects.toThrow('content service down');
  });
});

describe('ReadThroughCache given a purge', () => {
  it('drops the entries it names and keeps the others', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    const readThrough = new ReadThroughCache({ cache, clock });
    await readThrough.read({ key: 'page:a', load: async () => 'old a', mode: 'use' });
    await readThrough.read({ key: 'page:b', load: async () => 'b', mode: 'use' });
    await readThrough.purge((key) => key === 'page:a');
    expect(await readThrough.read({ key: 'page:a', load: async () => 'new a', mode: 'use' })).toBe(
      'new a',
    );
    expect(await readThrough.read({ key: 'page:b', load: async () => 'other', mode: 'use' })).toBe(
      'b',
    );
  });

  it('does not store what a fill under way loaded, and lets the next read load afresh', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    const readThrough = new ReadThroughCache({ cache, clock });
    const slow = deferred<string>();
    const before = readThrough.read({ key: 'page:a', load: () => slow.promise, mode: 'use' });
    await nextTurn();
    await readThrough.purge(() => true);
    const after = readThrough.read({ key: 'page:a', load: async () => 'new', mode: 'use' });
    slow.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect((await cache.get('page:a'))?.value).toBe('new');
  });

  it('keeps the last good answer, served while the upstream fails', async () => {
    const clock = fakeClock();
    const cache = new LruCache<unknown>({ clock });
    const readThrough = new ReadThroughCache({ cache, clock });
    const read = { key: 'system-data', mode: 'use', keepLastGood: true } as const;
    await readThrough.read({ ...read, load: async () => 'good' });
    await readThrough.purge(() => true);
    expect(cache.size).toBe(0);
    const failing = () => Promise.reject(new UpstreamError('content service down', 500));
    expect(await readThrough.read({ ...read, load: failing })).toBe('good');
  });

  it('logs a cache that cannot list its keys, and does not fail', async () => {
    const logger = silentLogger();
    const readThrough = new ReadThroughCache({ cache: brokenCache(), clock: fakeClock(), logger });
    await readThrough.purge(() => true);
    expect(logger.warn).toHaveBeenCalledWith('cache purge failed', expect.anything());
  });
});
