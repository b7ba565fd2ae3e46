import { codeChallenge } from '@kmx/domain/auth';
import { describe, expect, it, vi } from 'vitest';
import { WebCryptoRandomSource } from './WebCryptoRandomSource';
import { WebCryptoSha256 } from './WebCryptoSha256';

describe('WebCryptoSha256', () => {
  it('gives the S256 challenge of RFC 7636 appendix B', async () => {
    const challenge = await codeChallenge(
      'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      new WebCryptoSha256(crypto),
    );
    expect(challenge).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

describe('WebCryptoRandomSource', () => {
  it('fills the asked number of bytes from getRandomValues', () => {
    const getRandomValues = vi.fn((array: Uint8Array) => array.fill(7));
    const fake = { getRandomValues } as unknown as Pick<Crypto, 'getRandomValues'>;
    const bytes = new WebCryptoRandomSource(fake).bytes(5);
    expect(bytes).toEqual(new Uint8Array([7, 7, 7, 7, 7]));
    expect(getRandomValues).toHaveBeenCalledOnce();
  });
});
