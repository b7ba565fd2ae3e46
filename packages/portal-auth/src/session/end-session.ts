import type { AuthError } from '@kmx/domain/auth';
import { endSessionFailure } from '@kmx/domain/auth';
import type { OidcClient } from '../client/OidcClient';
import { providerRequest } from '../http/provider-request';

/**
 * OpenID Connect RP-Initiated Logout 1.0 section 2: the end-session request with the ID token as
 * hint and the post-logout redirect (spec portal 7). Without an ID token the client id names the
 * client instead, so the provider still accepts the redirect.
 */
export async function endSessionUrl(
  client: OidcClient,
  idToken: string | undefined,
): Promise<string> {
  const endpoints = await client.endpoints();
  const url = new URL(endpoints.endSession);
  if (idToken === undefined) url.searchParams.set('client_id', client.config.clientId);
  else url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', client.config.postLogoutRedirectUri);
  // Section 2: the languages the provider's sign-out pages should speak, as at sign-in.
  if (client.config.uiLocales !== null) url.searchParams.set('ui_locales', client.config.uiLocales);
  return url.href;
}

/**
 * The end-session request made in the background, with the provider's cookies, as the SDK does:
 * answers "Failed to end session; received {status}" for a failure instead of throwing it.
 */
export async function endSessionInBackground(
  client: OidcClient,
  url: string,
): Promise<AuthError | null> {
  const answer = await providerRequest(client.request, url, { credentials: 'include' });
  return endSessionFailure(answer.status);
}
