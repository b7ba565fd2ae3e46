import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { JWK } from 'oidc-provider';

/**
 * A fresh RS256 signing key for ID tokens. Generated at every start rather than taken from
 * `oidc-provider`'s development keystore, whose private keys are public.
 */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** Fresh keys that sign the provider's cookies, so a forged session cookie is refused. */
export function generateCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}
