import type { Tokens } from '@kmx/domain/auth';
import type { PortalUser } from '@kmx/domain/portal';
import { userInfoFailure } from '@kmx/domain/auth';
import { userFromUserInfo } from '@kmx/domain/portal';
import { decodeJwt } from 'jose';
import type { OidcClient } from '../client/OidcClient';
import { PortalAuthError, portalAuthErrorCodes } from '../errors/PortalAuthError';
import { providerRequest } from '../http/provider-request';

function subjectOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { sub?: unknown }).sub : undefined;
}

/**
 * OpenID Connect Core 5.3 with RFC 6750 2.1 (bearer header): the signed-in user. Anything but 200
 * fails with "Failed to get user info; received {status}" (spec portal 8); an answer about another
 * subject than the ID token's is refused (OpenID Connect Core 5.3.2).
 */
export async function fetchUserInfo(client: OidcClient, tokens: Tokens): Promise<PortalUser> {
  const endpoints = await client.endpoints();
  const answer = await providerRequest(client.request, endpoints.userInfo, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const failure = userInfoFailure(answer.status);
  if (failure !== null) throw failure;
  if (tokens.idToken !== undefined && subjectOf(answer.body) !== decodeJwt(tokens.idToken).sub) {
    throw new PortalAuthError(
      portalAuthErrorCodes.userInfoSubjectMismatch,
      'User info names another subject than the ID token',
    );
  }
  return userFromUserInfo(answer.body);
}
