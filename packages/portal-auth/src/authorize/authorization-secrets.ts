import type { RandomSource, Sha256 } from '@kmx/domain/ports';
import { codeChallenge, newCodeVerifier, newNonce, newState } from '@kmx/domain/auth';

/** The one-time values of one authorization attempt. */
export interface AuthorizationSecrets {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly codeChallenge: string;
}

/**
 * RFC 7636 4.1 and 4.2, RFC 6749 10.12, OpenID Connect Core 3.1.2.1: a fresh code verifier with
 * its S256 challenge, a state and a nonce, by the domain's rules.
 */
export async function newAuthorizationSecrets(
  random: RandomSource,
  sha256: Sha256,
): Promise<AuthorizationSecrets> {
  const codeVerifier = newCodeVerifier(random);
  return {
    state: newState(random),
    nonce: newNonce(random),
    codeVerifier,
    codeChallenge: await codeChallenge(codeVerifier, sha256),
  };
}
