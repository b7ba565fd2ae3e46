import { Buffer } from 'node:buffer';
import type { DirectoryLocation, TicketingDirectory } from './ticketing-data';

/** The signed-in user a request acts for. */
export interface TicketCaller {
  readonly subject: string;
  readonly organisationId: string;
  readonly name: string;
  readonly email: string | null;
}

/** Lets tests name the caller without building a token. */
export const subjectHeaderName = 'x-subject';

interface Claims {
  readonly sub: string;
  readonly org?: string;
  readonly name?: string;
  readonly email?: string;
}

/**
 * Who is calling. The real ticketing service verifies the identity token's signature, issuer,
 * audience and expiry; this stand-in runs only on loopback behind the product, so it trusts the
 * token and reads the JWT payload unverified: `sub`, and `org`, `name`, `email` where present. A
 * plain `x-subject` header does the same for tests. `null` when no identity can be read.
 */
export function ticketCaller(headers: Headers, directory: TicketingDirectory): TicketCaller | null {
  const claims = bearerClaims(headers.get('authorization')) ?? subjectClaims(headers);
  if (claims === null) return null;
  const known = directory.subjects.find((entry) => entry.subject === claims.sub);
  return {
    subject: claims.sub,
    // A stranger without an organisation sees only their own tickets.
    organisationId: claims.org ?? known?.organisationId ?? `personal:${claims.sub}`,
    name: claims.name ?? known?.name ?? claims.sub,
    email: claims.email ?? known?.email ?? null,
  };
}

/** The locations of the caller's organisation; one stand-in location for an unknown one. */
export function callerLocations(
  caller: TicketCaller,
  directory: TicketingDirectory,
): readonly DirectoryLocation[] {
  const organisation = directory.organisations.find((entry) => entry.id === caller.organisationId);
  return (
    organisation?.locations ?? [
      { id: `${caller.organisationId}:main`, name: 'Main location', machines: [] },
    ]
  );
}

function bearerClaims(authorization: string | null): Claims | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    return claimsFrom(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

function subjectClaims(headers: Headers): Claims | null {
  return claimsFrom({ sub: headers.get(subjectHeaderName) });
}

function claimsFrom(payload: unknown): Claims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  const sub = text(record['sub']);
  if (sub === undefined) return null;
  const claims: { sub: string; org?: string; name?: string; email?: string } = { sub };
  const org = text(record['org']);
  const name = text(record['name']);
  const email = text(record['email']);
  if (org !== undefined) claims.org = org;
  if (name !== undefined) claims.name = name;
  if (email !== undefined) claims.email = email;
  return claims;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
