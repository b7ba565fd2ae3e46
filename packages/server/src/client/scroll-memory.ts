import {
  parseScrollPositions,
  rememberScrollPosition,
  scrollPositionsStorageKey,
  serializeScrollPositions,
  type ScrollPosition,
} from '@kmx/domain/browser';
import { type KeyValueStore } from '@kmx/domain/ports';

/** The part of `window.history` the memory needs. */
export interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

const stateField = 'kmxEntry';

/** A key no other entry of this tab has; not a secret, so `Math.random` will do. */
export function newEntryKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The history state that names an entry, keeping whatever else another script put there. */
export function stateWithKey(state: unknown, key: string): Record<string, unknown> {
  const base =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [stateField]: key };
}

export function entryKeyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const key = (state as Record<string, unknown>)[stateField];
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * Spec public-site 2.4: the scroll position of every history entry, kept in session storage under
 * the entry's key, so going back can restore it even after a full page load in between.
 */
export class ScrollMemory {
  constructor(
    private readonly store: KeyValueStore,
    private readonly makeKey: () => string = newEntryKey,
  ) {}

  /** The key of the history entry shown now; an entry without one gets one. */
  currentKey(history: HistoryLike): string {
    const existing = entryKeyOf(history.state);
    if (existing !== null) return existing;
    const key = this.makeKey();
    history.replaceState(stateWithKey(history.state, key), '');
    return key;
  }

  newKey(): string {
    return this.makeKey();
  }

  save(key: string, position: ScrollPosition): void {
    const positions = parseScrollPositions(this.store.get(scrollPositionsStorageKey));
    this.store.set(
      scrollPositionsStorageKey,
      serializeScrollPositions(rememberScrollPosition(positions, key, position)),
    );
  }

  saved(key: string): ScrollPosition | null {
    return parseScrollPositions(this.store.get(scrollPositionsStorageKey)).get(key) ?? null;
  }
}
