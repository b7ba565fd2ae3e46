import type { Clock } from '@kmx/domain/ports';
import { redirectGuard, redirectLoop } from '@kmx/domain/auth';

/** Redirect times as stored; anything unreadable counts as none. */
export function storedRedirectTimes(stored: string | null): number[] {
  if (stored === null) return [];
  try {
    const times = JSON.parse(stored) as unknown;
    return Array.isArray(times)
      ? times.filter((time): time is number => typeof time === 'number')
      : [];
  } catch {
    return [];
  }
}

/**
 * Keeps the tab's recent redirects to sign-in in session storage, where they survive the page
 * loads of a loop, and applies the domain's redirect-loop rule to them.
 */
export class RedirectGuard {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly clock: Clock,
  ) {}

  /** Records this redirect, or throws `REDIRECT_LOOP` instead when there were too many. */
  admit(): void {
    const decision = redirectGuard(
      storedRedirectTimes(this.storage.getItem(this.key)),
      this.clock.now(),
    );
    this.storage.setItem(this.key, JSON.stringify(decision.redirectTimes));
    if (!decision.redirect) throw redirectLoop();
  }

  clear(): void {
    this.storage.removeItem(this.key);
  }
}
