import type { Tokens } from '@kmx/domain/auth';
import type { Clock } from '@kmx/domain/ports';
import { tokensFromResponse } from '@kmx/domain/auth';
import type { ProviderAnswer, RequestContext } from '../http/provider-request';
import { postForm } from '../http/provider-request';

function tokensOf(answer: ProviderAnswer, clock: Clock): Tokens {
  const result = tokensFromResponse(answer.status, answer.body, clock);
  if (!result.ok) throw result.error;
  return result.value;
}

export interface CodeExchangeRequest {
  readonly clientId: string;
  readonly code: string;
  /** The redirect URI the authorization request named (RFC 6749 section 4.1.3). */
  readonly redirectUri: string;
  readonly codeVerifier: string;
}

/**
 * RFC 6749 section 4.1.3 with RFC 7636 section 4.5: the code and its verifier for tokens, as the
 * form spec portal 7 lists (client_id, code, grant_type, redirect_uri, code_verifier).
 */
export async function exchangeCode(
  request: RequestContext,
  tokenEndpoint: string,
  exchange: CodeExchangeRequest,
  clock: Clock,
): Promise<Tokens> {
  const answer = await postForm(request, tokenEndpoint, {
    client_id: exchange.clientId,
    code: exchange.code,
    grant_type: 'authorization_code',
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  return tokensOf(answer, clock);
}

/** RFC 6749 section 6: new tokens for a refresh token. */
export async function refreshTokens(
  request: RequestContext,
  tokenEndpoint: string,
  refresh: { readonly clientId: string; readonly refreshToken: string },
  clock: Clock,
): Promise<Tokens> {
  const answer = await postForm(request, tokenEndpoint, {
    client_id: refresh.clientId,
    grant_type: 'refresh_token',
    refresh_token: refresh.refreshToken,
  });
  return tokensOf(answer, clock);
}
