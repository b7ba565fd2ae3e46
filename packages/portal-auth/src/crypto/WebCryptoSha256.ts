import type { Sha256 } from '@kmx/domain/ports';

/** The domain's `Sha256` over `crypto.subtle.digest`, for PKCE challenges (RFC 7636 4.2). */
export class WebCryptoSha256 implements Sha256 {
  constructor(private readonly crypto: Pick<Crypto, 'subtle'>) {}

  async digest(data: Uint8Array): Promise<Uint8Array> {
    return new Uint8Array(
      await this.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>),
    );
  }
}
