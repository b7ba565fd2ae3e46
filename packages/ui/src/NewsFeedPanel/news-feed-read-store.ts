import type { NewsFeedItem } from '@kmx/domain/content';
import type { KeyValueStore } from '@kmx/domain/ports';
import { lastReadIdAfterMarkingRead, lastReadNewsStorageKey } from '@kmx/domain/content';

type Listener = () => void;

/** Everyone showing the unread flag on this page, told at once when the panel marks news read. */
const listeners = new Set<Listener>();

export function subscribeToLastRead(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stored last-read id; storage that cannot be read (private mode, quota) has none. */
export function readLastReadId(store: KeyValueStore): string | null {
  try {
    return store.get(lastReadNewsStorageKey);
  } catch {
    return null;
  }
}

/**
 * Spec public-site 4: marking the feed as read stores the newest item's id (the domain's rule)
 * under the domain's key, and tells every listener.
 */
export function markNewsRead(
  store: KeyValueStore,
  newestFirst: readonly Pick<NewsFeedItem, 'id'>[],
): void {
  const current = readLastReadId(store);
  const next = lastReadIdAfterMarkingRead(newestFirst, current);
  if (next === null || next === current) return;
  try {
    store.set(lastReadNewsStorageKey, next);
  } catch {
    // Storage refused: the flag comes back on the next page, which is all that is lost.
  }
  for (const listener of [...listeners]) listener();
}
