import { codeChallenge, isCodeVerifier } from '@kmx/domain/auth';
import { describe, expect, it } from 'vitest';
import { WebCryptoRandomSource } from '../crypto/WebCryptoRandomSource';
import { WebCryptoSha256 } from '../crypto/WebCryptoSha256';
import { newAuthorizationSecrets } from './authorization-secrets';

const random = new WebCryptoRandomSource(crypto);
const sha256 = new WebCryptoSha256(crypto);

describe('newAuthorizationSecrets', () => {
  it('makes a verifier with its S256 challenge', async () => {
    const secrets = await newAuthorizationSecrets(random, sha256);
    expect(isCodeVerifier(secrets.codeVerifier)).toBe(true);
    expect(secrets.codeChallenge).toBe(await codeChallenge(secrets.codeVerifier, sha256));
  });

  it('makes a fresh state, nonce and verifier each time', async () => {
    const first = await newAuthorizationSecrets(random, sha256);
    const second = await newAuthorizationSecrets(random, sha256);
    expect(second.state).not.toBe(first.state);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
    expect(first.state).not.toBe(first.nonce);
  });
});
