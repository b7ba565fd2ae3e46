import type { Clock } from '@kmx/domain/ports';
import {
  checkDownloadLink,
  downloadLinkSignature,
  type DownloadLinkCheck,
} from './download-link-signature';

/** How long a download link opens its file: long enough to start it, too short to pass it on. */
export const downloadLinkLifetimeMs = 60_000;

/** The query of a download link, as the address carries it. */
export interface DownloadLinkQuery {
  readonly expires: string;
  readonly subject: string;
  readonly signature: string;
}

export type DownloadLinkRedemption = DownloadLinkCheck | 'used';

const plainNumber = /^\d{1,15}$/;

/**
 * Signed, short-lived, single-use links to the download center's files: the browser starts a
 * download by plain navigation, which cannot carry the `Authorization` header, so the link
 * carries the proof that a verified caller asked for it. Each link opens its file once; the
 * links used are remembered (in this process) until they expire.
 */
export class DownloadLinks {
  private readonly used = new Map<string, number>();

  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  /** The query of a new link to `fileId` for `subject`, valid for a minute. */
  issue(fileId: string, subject: string): DownloadLinkQuery {
    const expires = this.clock.now() + downloadLinkLifetimeMs;
    const signature = downloadLinkSignature(this.key, { fileId, expires, subject });
    return { expires: String(expires), subject, signature };
  }

  /** Checks a link to `fileId` and, when it is valid, uses it up. */
  redeem(fileId: string, query: DownloadLinkQuery): DownloadLinkRedemption {
    if (!plainNumber.test(query.expires)) return 'forged';
    const now = this.clock.now();
    const expires = Number(query.expires);
    const check = checkDownloadLink(
      this.key,
      { fileId, expires, subject: query.subject },
      query.signature,
      now,
    );
    if (check !== 'valid') return check;
    this.forgetExpired(now);
    if (this.used.has(query.signature)) return 'used';
    this.used.set(query.signature, expires);
    return 'valid';
  }

  private forgetExpired(now: number): void {
    for (const [signature, expires] of this.used) {
      if (expires < now) this.used.delete(signature);
    }
  }
}
