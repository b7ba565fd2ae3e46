import { signValue, verifiedValue } from '../protection/signed-value';

/** A whitepaper's link opens its file for an hour after a valid form: long enough, not forever. */
export const whitepaperLinkLifetimeMs = 60 * 60 * 1000;

export type WhitepaperLinkCheck =
  | { readonly kind: 'valid'; readonly whitepaperId: string }
  | { readonly kind: 'expired' }
  | { readonly kind: 'forged' };

const prefix = 'wp1.';

/**
 * Signed, expiring download tokens for whitepapers: the file has no public address, and a token
 * names the whitepaper and its end, so nothing in it can be guessed or changed.
 */
export class WhitepaperLinks {
  constructor(private readonly key: Uint8Array) {}

  /** A token opening `whitepaperId` until an hour after `now`. */
  issue(whitepaperId: string, now: number): string {
    const payload = Buffer.from(
      JSON.stringify([whitepaperId, Math.floor(now) + whitepaperLinkLifetimeMs]),
      'utf8',
    ).toString('base64url');
    return signValue(`${prefix}${payload}`, this.key);
  }

  /** A forged token is `forged` even when it is also late: nothing is told about tokens not ours. */
  check(token: string, now: number): WhitepaperLinkCheck {
    const payload = verifiedValue(token, this.key);
    if (payload === null || !payload.startsWith(prefix)) return { kind: 'forged' };
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload.slice(prefix.length), 'base64url').toString('utf8'));
    } catch {
      return { kind: 'forged' };
    }
    if (!Array.isArray(claims) || typeof claims[0] !== 'string' || typeof claims[1] !== 'number') {
      return { kind: 'forged' };
    }
    return now > claims[1] ? { kind: 'expired' } : { kind: 'valid', whitepaperId: claims[0] };
  }
}
