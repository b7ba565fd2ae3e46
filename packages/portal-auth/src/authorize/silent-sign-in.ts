import type { Tokens } from '@kmx/domain/auth';
import { queryFromEntries, silentAuthorizationCode } from '@kmx/domain/auth';
import { newAuthorizationSecrets } from './authorization-secrets';
import { authorizeUrl } from './authorize-url';
import type { SignInContext } from './SignInContext';
import { silentFrameAnswer } from './silent-frame';

/**
 * OpenID Connect Core 3.1.2.1 with `prompt=none`: a new authorization in the hidden frame, on the
 * provider's session, answered to the silent callback page; the answer is checked by the domain's
 * rules and its code exchanged with the verifier (RFC 7636 4.5).
 */
export async function silentSignIn(context: SignInContext): Promise<Tokens> {
  const { client, environment } = context;
  const { config } = client;
  const endpoints = await client.endpoints();
  const secrets = await newAuthorizationSecrets(context.random, context.sha256);
  const answer = await silentFrameAnswer(environment, {
    authorizeUrl: authorizeUrl(endpoints.authorization, {
      clientId: config.clientId,
      redirectUri: config.silentRedirectUri,
      scope: config.scope,
      state: secrets.state,
      nonce: secrets.nonce,
      codeChallenge: secrets.codeChallenge,
      prompt: 'none',
      uiLocales: config.uiLocales,
    }),
    callbackUri: config.silentRedirectUri,
    timeout: config.timeout,
  });
  const checked = silentAuthorizationCode(queryFromEntries(answer.searchParams), {
    state: secrets.state,
    codeVerifier: secrets.codeVerifier,
  });
  if (!checked.ok) throw checked.error;
  return client.exchangeCode({
    code: checked.value.code,
    codeVerifier: checked.value.codeVerifier,
    redirectUri: config.silentRedirectUri,
    nonce: secrets.nonce,
  });
}
