/** The wait before the first retry; each further failure doubles it. */
export const firstRetryDelayMs = 10_000;

/** The longest wait between two tries, so a service back after an outage hears soon. */
export const maximumRetryDelayMs = 60 * 60 * 1000;

/** After a day of failures a submission is given up: marked failed, kept and shown, not dropped. */
export const deliveryGivesUpAfterMs = 24 * 60 * 60 * 1000;

export type NextDelivery =
  { readonly kind: 'retry'; readonly at: number } | { readonly kind: 'give-up' };

/**
 * The wait after `attempts` failed tries: 10 s, 20 s, 40 s … at most an hour. Fewer than one try
 * (or no number) counts as one.
 */
export function retryDelayMs(attempts: number): number {
  const tries = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  // 2^20 × 10 s is far past the cap: a bigger exponent changes nothing but risks Infinity.
  return Math.min(maximumRetryDelayMs, firstRetryDelayMs * 2 ** Math.min(tries - 1, 20));
}

/**
 * Spec portal 2 (delivery not shown; designed): after a failed delivery the next try waits longer
 * each time (`retryDelayMs`), and once that try would fall more than `deliveryGivesUpAfterMs` after
 * the submission was received, it is given up instead. `attempts` counts the tries so far, the one
 * that just failed included; times are ms since the epoch.
 * @usedBy issue 19, forms for visitors
 */
export function nextDelivery(receivedAt: number, attempts: number, now: number): NextDelivery {
  if (!Number.isFinite(receivedAt) || !Number.isFinite(now)) return { kind: 'give-up' };
  const at = now + retryDelayMs(attempts);
  return at > receivedAt + deliveryGivesUpAfterMs ? { kind: 'give-up' } : { kind: 'retry', at };
}
