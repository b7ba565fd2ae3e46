import { cookieValue } from '@kmx/adapters';
import { editorCookieExpiry, editorCookieLifetimeMs } from '@kmx/domain/editor';
import { signValue, verifiedValue } from '../protection/signed-value';
import type { EditorAccessCheck } from './EditorAccessCheck';

/** The cookie that remembers editor access for 90 days (spec public-site 4, 6). */
export const editorCookieName = 'kmx_editor';

const purpose = 'editor';

/**
 * Editor access as a signed cookie (DESIGN.md: the server keeps no session): the value names its
 * expiry and carries an HMAC of it, so any instance with the same secret can check it and nobody
 * without the secret can make one. The editor area's sign-in issues it; the draft proxy, the
 * cache flags and the editor's calls check it.
 */
export class SignedCookieEditorAccess implements EditorAccessCheck {
  constructor(private readonly secret: Uint8Array) {}

  /** The cookie value for access given at `now`. */
  issue(now: number): string {
    return signValue(`${purpose}.${editorCookieExpiry(now)}`, this.secret);
  }

  /** Whether the `Cookie` header carries an editor cookie of ours that has not expired at `now`. */
  allows(cookieHeader: string | undefined, now: number): boolean {
    return (
      cookieValue(cookieHeader, editorCookieName, (value) => this.accepts(value, now)) !== null
    );
  }

  accepts(value: string, now: number): boolean {
    const payload = verifiedValue(value, this.secret);
    const match = payload === null ? null : /^editor\.(\d{1,16})$/.exec(payload);
    const expiresAt = Number(match?.[1] ?? Number.NaN);
    // An expiry further ahead than one cookie lifetime was not issued by `issue`.
    return expiresAt > now && expiresAt <= now + editorCookieLifetimeMs;
  }
}
