import { codeChallengeMethod } from '@kmx/domain/auth';

export interface AuthorizeRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeChallenge: string;
  /** `none` for the silent attempt in the hidden frame. */
  readonly prompt?: 'none';
  /** OpenID Connect's `ui_locales`: the languages the provider's pages should speak, e.g. `fr`. */
  readonly uiLocales?: string | null;
}

/**
 * RFC 6749 section 4.1.1 with RFC 7636 section 4.3 and OpenID Connect Core 3.1.2.1: the
 * authorization request of the code flow with an S256 challenge (spec portal 7).
 */
export function authorizeUrl(endpoint: string, request: AuthorizeRequest): string {
  const url = new URL(endpoint);
  const query = url.searchParams;
  query.set('client_id', request.clientId);
  query.set('redirect_uri', request.redirectUri);
  query.set('response_type', 'code');
  query.set('scope', request.scope);
  query.set('state', request.state);
  query.set('nonce', request.nonce);
  if (request.prompt !== undefined) query.set('prompt', request.prompt);
  if (request.uiLocales != null && request.uiLocales !== '')
    query.set('ui_locales', request.uiLocales);
  query.set('code_challenge', request.codeChallenge);
  query.set('code_challenge_method', codeChallengeMethod);
  return url.href;
}
