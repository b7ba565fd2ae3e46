import type { Tokens } from '@kmx/domain/auth';
import { callbackAuthorizationCode, queryFromEntries, stateMismatch } from '@kmx/domain/auth';
import { newAuthorizationSecrets } from './authorization-secrets';
import { authorizeUrl } from './authorize-url';
import type { SignInContext } from './SignInContext';
import {
  storeAuthorization,
  storedAuthorizationKey,
  takeStoredAuthorization,
} from './stored-authorization';

/**
 * Spec portal 4 step 3: keeps the attempt (state, verifier, nonce, return path) in session storage
 * and answers the authorization request to send the browser to (RFC 6749 section 4.1.1).
 */
export async function prepareRedirectSignIn(
  context: SignInContext,
  returnPath: string,
): Promise<string> {
  const { client, environment } = context;
  const { config } = client;
  const endpoints = await client.endpoints();
  const secrets = await newAuthorizationSecrets(context.random, context.sha256);
  storeAuthorization(
    environment.sessionStorage,
    storedAuthorizationKey(config.prefix, config.clientId),
    {
      state: secrets.state,
      codeVerifier: secrets.codeVerifier,
      nonce: secrets.nonce,
      redirectUri: config.redirectUri,
      returnPath,
    },
  );
  return authorizeUrl(endpoints.authorization, {
    clientId: config.clientId,
    redirectUri: config.redirectUri,
    scope: config.scope,
    state: secrets.state,
    nonce: secrets.nonce,
    codeChallenge: secrets.codeChallenge,
    uiLocales: config.uiLocales,
  });
}

/**
 * Spec portal 4 step 4: on the callback page, checks the answer against the stored attempt by the
 * domain's rules (the attempt serves one answer only; none stored is a state mismatch), exchanges
 * the code with its verifier, and answers the tokens and where the visitor was.
 */
export async function completeRedirectSignIn(
  context: SignInContext,
  url: URL,
): Promise<{ readonly tokens: Tokens; readonly returnPath: string }> {
  const { client, environment } = context;
  const { config } = client;
  const stored = takeStoredAuthorization(
    environment.sessionStorage,
    storedAuthorizationKey(config.prefix, config.clientId),
  );
  const checked = callbackAuthorizationCode(queryFromEntries(url.searchParams), stored);
  // The check fails without a stored attempt; `stored` is named for the type checker.
  if (!checked.ok || stored === null) throw checked.ok ? stateMismatch() : checked.error;
  const attempt = stored;
  const tokens = await client.exchangeCode({
    code: checked.value.code,
    codeVerifier: checked.value.codeVerifier,
    redirectUri: attempt.redirectUri,
    nonce: attempt.nonce,
  });
  return { tokens, returnPath: attempt.returnPath };
}
