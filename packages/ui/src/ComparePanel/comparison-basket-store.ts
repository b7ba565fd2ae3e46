import {
  comparisonBasketReducer,
  comparisonBasketStorageKey,
  parseStoredBasket,
  serializeBasket,
  type ComparisonAction,
  type ComparisonBasket,
} from '@kmx/domain/comparison';
import { type KeyValueStore } from '@kmx/domain/ports';

/** The comparison basket of one page, kept in local storage and shared by all its parts. */
export interface ComparisonBasketStore {
  readonly getSnapshot: () => ComparisonBasket;
  readonly subscribe: (listener: () => void) => () => void;
  readonly dispatch: (action: ComparisonAction) => void;
}

/** What the store needs of the browser window: the other tabs' storage events. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

function readBasket(storage: KeyValueStore): ComparisonBasket {
  try {
    return parseStoredBasket(storage.get(comparisonBasketStorageKey));
  } catch {
    // Storage can be switched off or full; then the basket lives for this page only.
    return parseStoredBasket(null);
  }
}

/**
 * An external store for `useSyncExternalStore`: one snapshot object per change, so React re-renders
 * only when the basket changed. Another tab's change (a `storage` event on the basket's key) is read
 * back in, so two open tabs show the same basket.
 */
export function createComparisonBasketStore(
  storage: KeyValueStore,
  events: StorageEvents | null,
): ComparisonBasketStore {
  let basket = readBasket(storage);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== comparisonBasketStorageKey) return;
    basket = readBasket(storage);
    notify();
  };

  return {
    getSnapshot: () => basket,
    subscribe: (listener) => {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    dispatch: (action) => {
      const next = comparisonBasketReducer(basket, action);
      if (next === basket) return;
      basket = next;
      try {
        if (next.groups.length === 0) storage.remove(comparisonBasketStorageKey);
        else storage.set(comparisonBasketStorageKey, serializeBasket(next));
      } catch {
        // Kept in memory for this page; nothing the visitor can fix.
      }
      notify();
    },
  };
}

const stores = new WeakMap<KeyValueStore, ComparisonBasketStore>();

/** One store per local storage, so every button and panel of the page sees the same basket. */
export function comparisonBasketStoreFor(storage: KeyValueStore): ComparisonBasketStore {
  let store = stores.get(storage);
  if (store === undefined) {
    store = createComparisonBasketStore(storage, typeof window === 'undefined' ? null : window);
    stores.set(storage, store);
  }
  return store;
}
