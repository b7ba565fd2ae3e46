import type { RandomSource } from '@kmx/domain/ports';

/** The domain's `RandomSource` over Web Crypto's cryptographically strong generator. */
export class WebCryptoRandomSource implements RandomSource {
  constructor(private readonly crypto: Pick<Crypto, 'getRandomValues'>) {}

  bytes(length: number): Uint8Array {
    return this.crypto.getRandomValues(new Uint8Array(length));
  }
}
