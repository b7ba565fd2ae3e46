import { hasRole, type PortalRole } from '@kmx/domain/portal';
import { UpstreamError } from '@kmx/domain/errors';
import type { CallerVerifier, VerifiedCaller } from '@kmx/domain/ports';
import type { RequestHandler, Response } from 'express';
import { privateAnswer } from '../http/cache-instructions';

/** Where the caller waits on `response.locals` for the handlers after the check. */
const callerKey = 'verifiedCaller';

/** RFC 6750 section 2.1: `Bearer` and the token (base64url and dots for a JWT). */
const bearerPattern = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  return bearerPattern.exec(header)?.[1] ?? null;
}

/**
 * Portal spec 6 and 7: an endpoint for a signed-in user checks the ID token itself (signature,
 * issuer, audience, expiry) from `Authorization: Bearer <ID token>`, then the role its service
 * needs. No valid token is 401 with `WWW-Authenticate: Bearer` (RFC 6750 section 3), a token
 * without the role 403; an identity provider that cannot be asked is 503 (no answer) or 502 (the
 * verifier logs why). Every answer is the caller's alone (`private, no-store`), errors in the
 * house's `{ "error": "…" }` shape. The verified caller is read with `verifiedCaller`.
 */
export function requireCaller(verifier: CallerVerifier, role: PortalRole | null): RequestHandler {
  return async (request, response, next) => {
    response.set('cache-control', privateAnswer);
    const token = bearerToken(request.headers.authorization);
    if (token === null) {
      refuseUnauthenticated(response, 'Sign in to use this service');
      return;
    }
    let caller: VerifiedCaller | null;
    try {
      caller = await verifier.verify(token);
    } catch (error) {
      const status = error instanceof UpstreamError && error.status !== null ? 502 : 503;
      sendPrivateError(response, status, 'The identity provider is not available');
      return;
    }
    if (caller === null) {
      refuseUnauthenticated(response, 'Your sign-in is not valid any more; sign in again');
      return;
    }
    if (role !== null && !hasRole(caller.roles, role)) {
      sendPrivateError(response, 403, 'You are not registered for this service');
      return;
    }
    response.locals[callerKey] = caller;
    next();
  };
}

function refuseUnauthenticated(response: Response, message: string): void {
  response.set('www-authenticate', 'Bearer');
  sendPrivateError(response, 401, message);
}

/** `sendJsonError`'s `{ "error": "…" }`, marked as the caller's alone. */
export function sendPrivateError(response: Response, status: number, message: string): void {
  response.status(status).set('cache-control', privateAnswer).json({ error: message });
}

/** The caller `requireCaller` verified for this request; a route without that check throws. */
export function verifiedCaller(response: Response): VerifiedCaller {
  const caller: unknown = response.locals[callerKey];
  if (caller === undefined) {
    throw new Error('No verified caller: put requireCaller before this handler');
  }
  return caller as VerifiedCaller;
}
