import type { AuthError } from '@kmx/domain/auth';
import { revokeFailure } from '@kmx/domain/auth';
import type { OidcClient } from '../client/OidcClient';
import { postForm } from '../http/provider-request';

/**
 * RFC 7009 section 2.1: asks the provider to revoke a token (form: client_id, token). Answers the
 * failure instead of throwing it, as a failed revocation only warns (spec portal 4).
 */
export async function revokeToken(client: OidcClient, token: string): Promise<AuthError | null> {
  const endpoints = await client.endpoints();
  const answer = await postForm(client.request, endpoints.revocation, {
    client_id: client.config.clientId,
    token,
  });
  return revokeFailure(answer.status);
}
