import type { Clock } from '../ports/Clock';

/** Spec portal 4 and 9: tokens are renewed from 180 seconds before they expire. */
const tokenRenewalThresholdSeconds = 180;
export const tokenRenewalThresholdMs = tokenRenewalThresholdSeconds * 1_000;

/**
 * Spec portal 3, RFC 6749 5.1: `tokenExpiry` is now plus `expires_in` seconds, in milliseconds
 * since the epoch.
 */
export function tokenExpiry(expiresInSeconds: number, clock: Clock): number {
  return clock.now() + expiresInSeconds * 1_000;
}

export const tokenRenewals = {
  /** Use the token as it is. */
  valid: 'valid',
  /** Still usable, but inside the threshold: renew it now. */
  renew: 'renew',
  /** No longer usable: renew it before any call. */
  expired: 'expired',
} as const;

export type TokenRenewal = (typeof tokenRenewals)[keyof typeof tokenRenewals];

/**
 * Spec portal 4 (step 6): a token is renewed when inside the 180-second threshold or expired. A
 * token without a lifetime (`expires_in` is only recommended by RFC 6749 5.1) is kept until a call
 * is refused, as the authentication SDK does.
 */
export function tokenRenewal(expiry: number | null | undefined, now: number): TokenRenewal {
  if (expiry === null || expiry === undefined) return tokenRenewals.valid;
  if (now >= expiry) return tokenRenewals.expired;
  if (now >= expiry - tokenRenewalThresholdMs) return tokenRenewals.renew;
  return tokenRenewals.valid;
}
