import { comparisonBasketStorageKey } from '@kmx/domain/comparison';
import { type KeyValueStore } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { exampleComparisonBasket } from '../examples/comparison-examples';
import { createComparisonBasketStore, type StorageEvents } from './comparison-basket-store';

function memory(initial?: string): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(comparisonBasketStorageKey, initial);
  return {
    map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

function events(): StorageEvents & { fire: (key: string | null) => void } {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    fire: (key) => {
      for (const listener of listeners) listener({ key } as StorageEvent);
    },
  };
}

const add = {
  type: 'addProduct',
  key: 'k9',
  classificationSlug: 'crimping',
  slug: 'crimper-1',
  variantId: null,
  name: 'Crimper 1 S',
} as const;

describe('the comparison basket store', () => {
  it('starts from the basket in local storage', () => {
    const store = createComparisonBasketStore(
      memory(JSON.stringify(exampleComparisonBasket)),
      null,
    );
    expect(store.getSnapshot()).toEqual(exampleComparisonBasket);
  });

  it('starts empty from a stored basket that does not parse', () => {
    expect(createComparisonBasketStore(memory('{"groups":7'), null).getSnapshot().groups).toEqual(
      [],
    );
  });

  it('writes every change to local storage and tells its listeners', () => {
    const storage = memory();
    const store = createComparisonBasketStore(storage, null);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch(add);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.map.get(comparisonBasketStorageKey) ?? '')).toEqual({
      groups: [
        {
          classificationSlug: 'crimping',
          products: [{ key: 'k9', slug: 'crimper-1', variantId: null, name: 'Crimper 1 S' }],
        },
      ],
    });
  });

  it('keeps a basket stored before names were kept, whole, through a change', () => {
    // Exactly as the release before names wrote it.
    const older =
      '{"groups":[{"classificationSlug":"cutting","products":' +
      '[{"key":"k1","slug":"cutter-640","variantId":null}]}]}';
    const storage = memory(older);
    const store = createComparisonBasketStore(storage, null);
    expect(store.getSnapshot().groups[0]?.products).toEqual([
      { key: 'k1', slug: 'cutter-640', variantId: null },
    ]);
    store.dispatch(add);
    expect(JSON.parse(storage.map.get(comparisonBasketStorageKey) ?? '')).toEqual({
      groups: [
        {
          classificationSlug: 'cutting',
          products: [{ key: 'k1', slug: 'cutter-640', variantId: null }],
        },
        {
          classificationSlug: 'crimping',
          products: [{ key: 'k9', slug: 'crimper-1', variantId: null, name: 'Crimper 1 S' }],
        },
      ],
    });
  });

  it('removes the storage entry when the basket becomes empty', () => {
    const storage = memory();
    const store = createComparisonBasketStore(storage, null);
    store.dispatch(add);
    store.dispatch({ type: 'removeGroup', classificationSlug: 'crimping' });
    expect(storage.map.has(comparisonBasketStorageKey)).toBe(false);
  });

  it('keeps the same snapshot and stays quiet for an action that changes nothing', () => {
    const store = createComparisonBasketStore(memory(), null);
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'removeProduct', key: 'nope' });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps working in memory when local storage refuses to write', () => {
    const storage: KeyValueStore = {
      get: () => null,
      set: () => {
        throw new Error('QuotaExceededError');
      },
      remove: () => undefined,
    };
    const store = createComparisonBasketStore(storage, null);
    store.dispatch(add);
    expect(store.getSnapshot().groups).toHaveLength(1);
  });

  it('reads the basket again when another tab changed it, and only then', () => {
    const storage = memory();
    const tabs = events();
    const store = createComparisonBasketStore(storage, tabs);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.map.set(comparisonBasketStorageKey, JSON.stringify(exampleComparisonBasket));
    tabs.fire('kmx-other-key');
    expect(listener).not.toHaveBeenCalled();
    tabs.fire(comparisonBasketStorageKey);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(exampleComparisonBasket);
    unsubscribe();
    tabs.fire(null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
