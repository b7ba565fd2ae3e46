import { Buffer } from 'node:buffer';

/** Who a request says it acts for: the ID token's `sub` and, where present, its `org`. */
interface BearerClaims {
  readonly subject: string;
  readonly organisationId: string | null;
}

/**
 * The claims of the `Authorization: Bearer <ID token>` header, read unverified: the real services
 * verify the token's signature, issuer, audience and expiry; these stand-ins listen on loopback
 * only, behind the product, which verified the token before it sent it. `null` without a token or
 * without a `sub`.
 */
export function bearerClaims(authorization: string | undefined): BearerClaims | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  const subject = text(record['sub']);
  if (subject === null) return null;
  return { subject, organisationId: text(record['org']) };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
