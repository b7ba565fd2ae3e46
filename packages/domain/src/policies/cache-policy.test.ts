import { describe, expect, it } from 'vitest';
import {
  cacheFreshness,
  cachePolicy,
  cacheQueryAction,
  grantedCacheAction,
  lockDecision,
} from './cache-policy';

const minute = 60_000;

describe('the cache query parameter', () => {
  it('bypasses the cache for cache=false', () => {
    expect(cacheQueryAction('false')).toBe('bypass');
  });

  it('empties the cache for cache=clear', () => {
    expect(cacheQueryAction('clear')).toBe('clear');
  });

  it('uses the cache without the parameter or with any other value', () => {
    expect(cacheQueryAction(undefined)).toBe('use');
    expect(cacheQueryAction(null)).toBe('use');
    expect(cacheQueryAction('')).toBe('use');
    expect(cacheQueryAction('true')).toBe('use');
  });

  it('reads the value regardless of case and surrounding spaces', () => {
    expect(cacheQueryAction(' FALSE ')).toBe('bypass');
    expect(cacheQueryAction('Clear')).toBe('clear');
  });

  it('lets clearing win when the parameter is repeated', () => {
    expect(cacheQueryAction(['false', 'clear'])).toBe('clear');
    expect(cacheQueryAction(['true', 'false'])).toBe('bypass');
    expect(cacheQueryAction([])).toBe('use');
  });
});

describe('who may steer the cache', () => {
  it('honours cache=false and cache=clear for an editor', () => {
    expect(grantedCacheAction('false', { editor: true })).toBe('bypass');
    expect(grantedCacheAction(['clear'], { editor: true })).toBe('clear');
  });

  it('lets anyone else’s cache=false and cache=clear change nothing', () => {
    expect(grantedCacheAction('false', { editor: false })).toBe('use');
    expect(grantedCacheAction(['false', 'clear'], { editor: false })).toBe('use');
  });
});

describe('cache freshness', () => {
  const storedAt = 1_700_000_000_000;

  it('is fresh within 30 minutes', () => {
    expect(cacheFreshness(storedAt, storedAt)).toBe('fresh');
    expect(cacheFreshness(storedAt, storedAt + 30 * minute - 1)).toBe('fresh');
  });

  it('is stale from 30 minutes on, within the stale window', () => {
    expect(cacheFreshness(storedAt, storedAt + 30 * minute)).toBe('stale');
    expect(cacheFreshness(storedAt, storedAt + 30 * minute + cachePolicy.staleWindowMs - 1)).toBe(
      'stale',
    );
  });

  it('is expired past the stale window', () => {
    expect(cacheFreshness(storedAt, storedAt + 30 * minute + cachePolicy.staleWindowMs)).toBe(
      'expired',
    );
  });

  it('is expired right after its lifetime when stale entries are not allowed', () => {
    const strict = { ...cachePolicy, allowStale: false };
    expect(cacheFreshness(storedAt, storedAt + 30 * minute, strict)).toBe('expired');
  });

  it('counts an entry stored after now as just stored', () => {
    expect(cacheFreshness(storedAt + minute, storedAt)).toBe('fresh');
  });
});

describe('the fill lock', () => {
  const lockedAt = 1_700_000_000_000;

  it('is acquired when nobody holds it', () => {
    expect(lockDecision(null, lockedAt)).toBe('acquire');
  });

  it('is waited for while younger than 5 seconds', () => {
    expect(lockDecision(lockedAt, lockedAt + 4_999)).toBe('wait');
  });

  it('is reclaimed after 5 seconds', () => {
    expect(lockDecision(lockedAt, lockedAt + 5_000)).toBe('reclaim');
  });

  it('is reclaimed when dated 5 seconds or more ahead of now', () => {
    expect(lockDecision(lockedAt + 1_000, lockedAt)).toBe('wait');
    expect(lockDecision(lockedAt + 5_000, lockedAt)).toBe('reclaim');
  });
});
