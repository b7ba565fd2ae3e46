/**
 * Browser storage (local or session storage) as string keys and values. Synchronous like the Web
 * Storage API; adapters swallow quota and privacy-mode failures, so a write may be lost but never
 * throws.
 */
export interface KeyValueStore {
  /** `null` when nothing is stored under the key. */
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
