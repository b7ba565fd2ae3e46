import type { KeyValueStore } from '@kmx/domain/ports';
import {
  comparisonBasketStorageKey,
  parseStoredBasket,
  serializeBasket,
} from '@kmx/domain/comparison';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LocalStorageKeyValueStore } from './LocalStorageKeyValueStore';
import { readStoredJson, writeStoredJson } from './stored-json';

function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return new LocalStorageKeyValueStore({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  });
}

const preferences = z.object({ theme: z.enum(['light', 'dark']) });

describe('stored JSON', () => {
  it('reads back what it wrote', () => {
    const store = memoryStore();
    writeStoredJson(store, 'preferences', { theme: 'dark' });
    expect(readStoredJson(store, 'preferences', preferences)).toEqual({ theme: 'dark' });
  });

  it('reads null for a missing key', () => {
    expect(readStoredJson(memoryStore(), 'preferences', preferences)).toBeNull();
  });

  it('reads null for malformed JSON instead of throwing', () => {
    const store = memoryStore();
    store.set('preferences', '{"theme": "dark"');
    expect(readStoredJson(store, 'preferences', preferences)).toBeNull();
  });

  it('reads null for JSON of another shape', () => {
    const store = memoryStore();
    store.set('preferences', '{"theme": "sepia"}');
    expect(readStoredJson(store, 'preferences', preferences)).toBeNull();
  });

  it('leaves the stored value alone when the value has no JSON form', () => {
    const store = memoryStore();
    writeStoredJson(store, 'preferences', { theme: 'dark' });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => writeStoredJson(store, 'preferences', cyclic)).not.toThrow();
    expect(() => writeStoredJson(store, 'preferences', 10n)).not.toThrow();
    expect(readStoredJson(store, 'preferences', preferences)).toEqual({ theme: 'dark' });
  });

  it('removes the key for undefined rather than storing the text undefined', () => {
    const store = memoryStore();
    writeStoredJson(store, 'preferences', { theme: 'dark' });
    writeStoredJson(store, 'preferences', undefined);
    expect(store.get('preferences')).toBeNull();
  });

  it('keeps the comparison basket as the domain reads it back, even after a hand edit', () => {
    const store = memoryStore();
    const basket = {
      groups: [
        {
          classificationSlug: 'cutting',
          products: [{ key: 'k1', slug: 'cutter-355', variantId: null }],
        },
      ],
    };
    store.set(comparisonBasketStorageKey, serializeBasket(basket));
    expect(parseStoredBasket(store.get(comparisonBasketStorageKey))).toEqual(basket);
    store.set(comparisonBasketStorageKey, '{"groups": [{');
    expect(parseStoredBasket(store.get(comparisonBasketStorageKey))).toEqual({ groups: [] });
  });
});
