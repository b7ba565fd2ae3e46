/**
 * A silent sign-in that keeps failing (third-party cookies blocked, an identity provider that
 * forgets its session) would send the browser to the identity provider again and again. At most 3
 * redirects to sign-in within a minute: a person signing in takes longer than that for each round,
 * a loop does not.
 */
export const redirectLoopLimit = 3;
export const redirectLoopWindowMs = 60_000;

export type RedirectGuardDecision =
  /** Redirect, and remember these redirect times (the recent ones and now). */
  | { readonly redirect: true; readonly redirectTimes: readonly number[] }
  /** Stop: too many redirects within the time span (the latest ones are kept). */
  | { readonly redirect: false; readonly redirectTimes: readonly number[] };

/** The redirect times (milliseconds since the epoch) still inside the time span at `now`. */
export function recentRedirects(redirectTimes: readonly number[], now: number): readonly number[] {
  return redirectTimes.filter((time) => time <= now && now - time < redirectLoopWindowMs);
}

/**
 * Whether one more redirect to sign-in at `now` is allowed, given the earlier ones (kept in session
 * storage, so that the count survives the page loads of the loop).
 */
export function redirectGuard(
  redirectTimes: readonly number[],
  now: number,
): RedirectGuardDecision {
  const recent = recentRedirects(redirectTimes, now);
  return recent.length >= redirectLoopLimit
    ? { redirect: false, redirectTimes: recent.slice(-redirectLoopLimit) }
    : { redirect: true, redirectTimes: [...recent, now] };
}
