/**
 * Spec public-site 8 and 9: when a script part fails to load, the page is reloaded once; the time
 * of that reload is kept in session storage and guards against another reload for 10 seconds.
 */
const reloadGuardMs = 10_000;

/** Session storage key under which the time of the last guarded reload is kept. */
export const reloadGuardStorageKey = 'kmx:reload-guard';

export const reloadDecisions = {
  reload: 'reload',
  skip: 'skip',
} as const;

export type ReloadDecision = (typeof reloadDecisions)[keyof typeof reloadDecisions];

/**
 * Reload unless the last reload was less than 10 seconds ago. A last reload dated after `now`
 * (clock moved back) does not block, so a clock change cannot leave the page broken.
 */
export function reloadDecision(lastReloadAt: number | null, now: number): ReloadDecision {
  if (lastReloadAt === null) return reloadDecisions.reload;
  const elapsed = now - lastReloadAt;
  return elapsed >= 0 && elapsed < reloadGuardMs ? reloadDecisions.skip : reloadDecisions.reload;
}

/** Reads the stored reload time; anything unreadable counts as no reload. */
export function parseReloadTime(stored: string | null): number | null {
  if (stored === null || stored.trim() === '') return null;
  const time = Number(stored);
  return Number.isFinite(time) ? time : null;
}
