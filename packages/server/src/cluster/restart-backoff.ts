/** A worker that ran this long before it died was working: its slot starts again at once. */
const stableUptimeMs = 10_000;
/** The first wait after a quick death; it doubles with each quick death in a row. */
const firstRestartDelayMs = 500;
/** The longest wait between restarts of a worker that keeps dying at start-up. */
const maxRestartDelayMs = 30_000;

/** How many times in a row a slot's worker died soon after it started. */
export interface SlotHealth {
  readonly quickDeaths: number;
}

export const healthySlot: SlotHealth = { quickDeaths: 0 };

/**
 * When to start a slot's worker again after it died, having run `uptimeMs`: at once after a long
 * run; after a quick death, 0.5 s doubling up to 30 s, so a worker that cannot start does not
 * fork in a hot loop while one that crashed once after hours comes back at once.
 */
export function nextRestart(
  health: SlotHealth,
  uptimeMs: number,
): { readonly delayMs: number; readonly health: SlotHealth } {
  if (uptimeMs >= stableUptimeMs) return { delayMs: 0, health: healthySlot };
  const quickDeaths = health.quickDeaths + 1;
  const delayMs = Math.min(maxRestartDelayMs, firstRestartDelayMs * 2 ** (quickDeaths - 1));
  return { delayMs, health: { quickDeaths } };
}
