import { z } from 'zod';
import type { Clock } from '../ports/Clock';
import type { AuthResult } from './AuthError';
import { AuthError, authErrorCodes } from './AuthError';
import { accessTokenMissing, emptyExchange } from './auth-errors';
import type { Tokens } from './Tokens';
import { tokenExpiry } from './token-lifetime';

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text or a number worth showing: not empty. */
function shown(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Spec portal 8, RFC 6749 5.2: the text of a token endpoint answer other than 200: `error` and
 * `error_description`, or `code` and `message`, or `Expected 200, received {status}`.
 */
export function tokenEndpointErrorText(status: number, body: unknown): string {
  if (isRecord(body)) {
    const error = shown(body['error']);
    const description = shown(body['error_description']);
    if (error !== undefined && description !== undefined) return `${error}: ${description}`;
    const code = shown(body['code']);
    const message = shown(body['message']);
    if (code !== undefined && message !== undefined) return `${code}: ${message}`;
  }
  return `Expected 200, received ${status}`;
}

/** RFC 6749 5.2: the error of a token endpoint answer other than 200, with its status. */
export function tokenEndpointError(
  status: number,
  body: unknown,
): AuthError<'TOKEN_ENDPOINT_ERROR'> {
  const oauthError = isRecord(body) ? shown(body['error']) : undefined;
  return new AuthError(
    authErrorCodes.tokenEndpoint,
    tokenEndpointErrorText(status, body),
    oauthError === undefined ? { status } : { status, oauthError },
  );
}

/** A field the answer may lack or spoil; a spoilt one counts as missing. */
const optionalToken = z.string().min(1).optional().catch(undefined);

const tokenResponseSchema = z.object({
  access_token: optionalToken,
  id_token: optionalToken,
  refresh_token: optionalToken,
  expires_in: z.number().finite().nonnegative().optional().catch(undefined),
});

/**
 * RFC 6749 4.1.4 and 5.1, spec portal 5 and 8: the tokens of a token endpoint answer. Not 200 gives
 * the token endpoint error; 200 without a JSON object gives "Unable to exchange authorization for
 * tokens"; an object without `access_token` gives "Access token not found in response".
 * `tokenExpiry` is now (from the `Clock`) plus `expires_in` seconds.
 */
export function tokensFromResponse(
  status: number,
  body: unknown,
  clock: Clock,
): AuthResult<Tokens> {
  if (status !== 200) return { ok: false, error: tokenEndpointError(status, body) };
  if (!isRecord(body)) return { ok: false, error: emptyExchange() };
  const answer = tokenResponseSchema.parse(body);
  if (answer.access_token === undefined) return { ok: false, error: accessTokenMissing() };
  return {
    ok: true,
    value: {
      accessToken: answer.access_token,
      ...(answer.id_token === undefined ? {} : { idToken: answer.id_token }),
      ...(answer.refresh_token === undefined ? {} : { refreshToken: answer.refresh_token }),
      ...(answer.expires_in === undefined
        ? {}
        : { tokenExpiry: tokenExpiry(answer.expires_in, clock) }),
    },
  };
}
