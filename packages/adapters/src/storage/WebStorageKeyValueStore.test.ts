import type { Logger } from '@kmx/domain/ports';
import { comparisonBasketStorageKey } from '@kmx/domain/comparison';
import { lastReadNewsStorageKey } from '@kmx/domain/content';
import { reloadGuardStorageKey } from '@kmx/domain/policies';
import { describe, expect, it, vi } from 'vitest';
import { LocalStorageKeyValueStore } from './LocalStorageKeyValueStore';
import { SessionStorageKeyValueStore } from './SessionStorageKeyValueStore';
import type { StorageLike } from './WebStorageKeyValueStore';

/** Web Storage as a map, as the browser keeps it. */
function fakeStorage(): StorageLike & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage that is full: reads work, every write throws as browsers do. */
function fullStorage(): StorageLike {
  const storage = fakeStorage();
  return {
    ...storage,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** Storage of a privacy mode that refuses every access. */
function refusingStorage(): StorageLike {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('LocalStorageKeyValueStore', () => {
  it('keeps the comparison basket and the last-read news id under their keys', () => {
    const storage = fakeStorage();
    const store = new LocalStorageKeyValueStore(storage);
    store.set(comparisonBasketStorageKey, '{"groups":[]}');
    store.set(lastReadNewsStorageKey, 'news-42');
    expect(store.get(comparisonBasketStorageKey)).toBe('{"groups":[]}');
    expect(store.get(lastReadNewsStorageKey)).toBe('news-42');
    expect(storage.items.get(lastReadNewsStorageKey)).toBe('news-42');
  });

  it('answers null for a key never stored', () => {
    const store = new LocalStorageKeyValueStore(fakeStorage());
    expect(store.get(lastReadNewsStorageKey)).toBeNull();
  });

  it('forgets a removed key', () => {
    const store = new LocalStorageKeyValueStore(fakeStorage());
    store.set(lastReadNewsStorageKey, 'news-42');
    store.remove(lastReadNewsStorageKey);
    expect(store.get(lastReadNewsStorageKey)).toBeNull();
  });

  it('reads the storage through a getter on every call', () => {
    const storage = fakeStorage();
    const store = new LocalStorageKeyValueStore(() => storage);
    store.set(lastReadNewsStorageKey, 'news-42');
    expect(store.get(lastReadNewsStorageKey)).toBe('news-42');
  });

  it('loses a write refused for quota without throwing, and logs it', () => {
    const logger = silentLogger();
    const store = new LocalStorageKeyValueStore(fullStorage(), { logger });
    expect(() => store.set(comparisonBasketStorageKey, 'x'.repeat(100))).not.toThrow();
    expect(store.get(comparisonBasketStorageKey)).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      'browser storage write failed',
      expect.objectContaining({ key: comparisonBasketStorageKey }),
    );
  });

  it('reads as empty and never throws where every access is refused', () => {
    const store = new LocalStorageKeyValueStore(refusingStorage());
    expect(store.get(lastReadNewsStorageKey)).toBeNull();
    expect(() => store.set(lastReadNewsStorageKey, 'news-42')).not.toThrow();
    expect(() => store.remove(lastReadNewsStorageKey)).not.toThrow();
  });

  it('never throws when even reaching the storage throws', () => {
    const store = new LocalStorageKeyValueStore(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(store.get(lastReadNewsStorageKey)).toBeNull();
    expect(() => store.set(lastReadNewsStorageKey, 'news-42')).not.toThrow();
  });

  it('reads as empty without storage at all, as in server rendering', () => {
    const store = new LocalStorageKeyValueStore(() => undefined);
    store.set(lastReadNewsStorageKey, 'news-42');
    expect(store.get(lastReadNewsStorageKey)).toBeNull();
    expect(new LocalStorageKeyValueStore(null).get(lastReadNewsStorageKey)).toBeNull();
  });
});

describe('SessionStorageKeyValueStore', () => {
  it('keeps the reload guard in session storage', () => {
    const storage = fakeStorage();
    const store = new SessionStorageKeyValueStore(storage);
    store.set(reloadGuardStorageKey, '1700000000000');
    expect(storage.items.get(reloadGuardStorageKey)).toBe('1700000000000');
    expect(store.get(reloadGuardStorageKey)).toBe('1700000000000');
  });

  it('never throws where session storage is refused', () => {
    const store = new SessionStorageKeyValueStore(refusingStorage());
    expect(() => store.set(reloadGuardStorageKey, '1')).not.toThrow();
    expect(store.get(reloadGuardStorageKey)).toBeNull();
  });
});
