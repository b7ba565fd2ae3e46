import { lastReadNewsStorageKey } from '@kmx/domain/content';
import type { KeyValueStore } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { markNewsRead, readLastReadId, subscribeToLastRead } from './news-feed-read-store';

function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const failing: KeyValueStore = {
  get: () => {
    throw new Error('SecurityError');
  },
  set: () => {
    throw new Error('QuotaExceededError');
  },
  remove: () => undefined,
};

describe('the last-read news store', () => {
  it('stores the newest id under the domain key and tells listeners', () => {
    const store = memoryStore({ [lastReadNewsStorageKey]: 'news-07' });
    const listener = vi.fn();
    const unsubscribe = subscribeToLastRead(listener);
    markNewsRead(store, [{ id: 'news-09' }, { id: 'news-08' }]);
    unsubscribe();
    expect(store.data.get(lastReadNewsStorageKey)).toBe('news-09');
    expect(readLastReadId(store)).toBe('news-09');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored id for an empty feed, and tells nobody when nothing changes', () => {
    const store = memoryStore({ [lastReadNewsStorageKey]: 'news-07' });
    const listener = vi.fn();
    const unsubscribe = subscribeToLastRead(listener);
    markNewsRead(store, []);
    markNewsRead(store, [{ id: 'news-07' }]);
    unsubscribe();
    expect(store.data.get(lastReadNewsStorageKey)).toBe('news-07');
    expect(listener).not.toHaveBeenCalled();
  });

  it('survives storage that refuses reading and writing', () => {
    expect(readLastReadId(failing)).toBeNull();
    expect(() => markNewsRead(failing, [{ id: 'news-01' }])).not.toThrow();
  });

  it('stops telling a listener that unsubscribed', () => {
    const listener = vi.fn();
    subscribeToLastRead(listener)();
    markNewsRead(memoryStore(), [{ id: 'news-01' }]);
    expect(listener).not.toHaveBeenCalled();
  });
});
