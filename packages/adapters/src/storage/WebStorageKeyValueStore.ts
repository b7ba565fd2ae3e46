import type { KeyValueStore, Logger } from '@kmx/domain/ports';

/** The part of the Web Storage API the stores use, so Node tests can pass a simple fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where the storage comes from. A getter is read on every call inside the same guard as the call
 * itself, because merely touching `window.localStorage` throws in some privacy modes and sandboxed
 * frames; `null` or `undefined` means there is no storage (server rendering, storage disabled).
 */
export type StorageAccess = StorageLike | (() => StorageLike | null | undefined) | null | undefined;

export interface WebStorageKeyValueStoreOptions {
  readonly logger?: Logger;
}

/**
 * A `KeyValueStore` on a Web Storage area. Storage is a nicety, never a reason for a broken page:
 * an unavailable storage reads as empty, and a write refused (quota exceeded, privacy mode) is
 * lost and logged, never thrown to the caller.
 */
export class WebStorageKeyValueStore implements KeyValueStore {
  private readonly access: StorageAccess;
  private readonly logger: Logger | undefined;

  constructor(storage: StorageAccess, options: WebStorageKeyValueStoreOptions = {}) {
    this.access = storage;
    this.logger = options.logger;
  }

  get(key: string): string | null {
    return this.attempt('read', key, (storage) => storage.getItem(key)) ?? null;
  }

  set(key: string, value: string): void {
    this.attempt('write', key, (storage) => storage.setItem(key, value));
  }

  remove(key: string): void {
    this.attempt('remove', key, (storage) => storage.removeItem(key));
  }

  private attempt<Result>(
    action: string,
    key: string,
    use: (storage: StorageLike) => Result,
  ): Result | undefined {
    try {
      const storage = typeof this.access === 'function' ? this.access() : this.access;
      if (storage === null || storage === undefined) return undefined;
      return use(storage);
    } catch (error) {
      this.logger?.warn(`browser storage ${action} failed`, { key, error });
      return undefined;
    }
  }
}
