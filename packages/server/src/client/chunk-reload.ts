import {
  parseReloadTime,
  reloadDecision,
  reloadDecisions,
  reloadGuardStorageKey,
} from '@kmx/domain/policies';
import { type KeyValueStore } from '@kmx/domain/ports';

export interface ReloadGuardOptions {
  /** Session storage: the guard holds for this tab only. */
  readonly store: KeyValueStore;
  readonly reload: () => void;
  readonly now?: () => number;
}

/**
 * Spec public-site 8: reloads the page once when a script part failed to load; another failure
 * within 10 seconds does not reload again, so a broken deployment cannot loop. `true` when the
 * page is being reloaded.
 */
export function reloadOnce({ store, reload, now = Date.now }: ReloadGuardOptions): boolean {
  const time = now();
  const lastReload = parseReloadTime(store.get(reloadGuardStorageKey));
  if (reloadDecision(lastReload, time) === reloadDecisions.skip) return false;
  store.set(reloadGuardStorageKey, String(time));
  reload();
  return true;
}

/** Loads a script part; when it fails the page reloads once, else the failure is passed on. */
export async function importWithReload<Module>(
  load: () => Promise<Module>,
  guard: ReloadGuardOptions,
): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    // While the page reloads, the caller has nothing to go on with.
    if (reloadOnce(guard)) return new Promise<Module>(() => undefined);
    throw error;
  }
}

/**
 * Vite reports a script part whose preloading failed as `vite:preloadError` before the import
 * rejects; a reload then is the same guarded reload. Left unhandled, the import rejects as usual.
 */
export function reloadOnPreloadError(target: EventTarget, guard: ReloadGuardOptions): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(guard)) event.preventDefault();
  });
}
