import { z } from 'zod';
import { signValue, verifiedValue } from './signed-value';

/** Access to one protected area of one site, until `expiresAt`. */
export interface AccessGrant {
  readonly siteId: string;
  /** The area's top page, canonical, e.g. `/internal-2025`. */
  readonly areaPath: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
  /** Stands for the password that opened the area, so a changed password closes it again. */
  readonly fingerprint: string;
}

/** Bounds the cookie's size: a visitor rarely holds more than a few areas at once. */
export const maxGrants = 16;

const payloadSchema = z.object({
  v: z.literal(1),
  g: z
    .array(
      z.object({
        s: z.string().min(1).max(200),
        p: z.string().min(1).max(500),
        e: z.number().int().nonnegative(),
        f: z.string().min(1).max(64),
      }),
    )
    .max(maxGrants),
});

/** The grants as one signed cookie value: base64url JSON, a dot, its HMAC-SHA256 signature. */
export function encodeGrants(grants: readonly AccessGrant[], secret: Uint8Array): string {
  const payload = {
    v: 1,
    g: grants.map((grant) => ({
      s: grant.siteId,
      p: grant.areaPath,
      e: Math.floor(grant.expiresAt / 1000),
      f: grant.fingerprint,
    })),
  };
  return signValue(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url'), secret);
}

/** The grants of a cookie value, or `null` when it was not signed with `secret` or is malformed. */
export function decodeGrants(value: string, secret: Uint8Array): readonly AccessGrant[] | null {
  const payload = verifiedValue(value, secret);
  if (payload === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  return parsed.data.g.map((grant) => ({
    siteId: grant.s,
    areaPath: grant.p,
    expiresAt: grant.e * 1000,
    fingerprint: grant.f,
  }));
}

/**
 * The grants after adding one: expired ones and any older grant of the same area are dropped, and
 * only the `maxGrants` that last longest are kept.
 */
export function withGrant(
  grants: readonly AccessGrant[],
  grant: AccessGrant,
  now: number,
): readonly AccessGrant[] {
  const kept = grants.filter(
    (one) =>
      one.expiresAt > now && !(one.siteId === grant.siteId && one.areaPath === grant.areaPath),
  );
  return [...kept, grant].sort((a, b) => b.expiresAt - a.expiresAt).slice(0, maxGrants);
}
