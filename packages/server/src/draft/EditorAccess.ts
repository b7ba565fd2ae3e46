import { createHmac, randomBytes } from 'node:crypto';
import { editorCookieExpiry, editorCookieLifetimeMs } from '@kmx/domain/editor';
import type { Config } from '../config/config';
import { cookieValues } from '../protection/cookie-header';
import { signValue, verifiedValue } from '../protection/signed-value';

/** The cookie that remembers editor access for 90 days (spec public-site 4, 6). */
export const editorCookieName = 'kmx_editor';

const purpose = 'editor';

/**
 * Editor access as a signed cookie (DESIGN.md: the server keeps no session): the value names its
 * expiry and carries an HMAC of it, so any instance with the same secret can check it and nobody
 * without the secret can make one. The editor area's login (later work) issues it; the draft
 * proxy checks it.
 */
export class EditorAccess {
  constructor(private readonly secret: Uint8Array) {}

  /** The cookie value for access given at `now`. */
  issue(now: number): string {
    return signValue(`${purpose}.${editorCookieExpiry(now)}`, this.secret);
  }

  /** Whether the `Cookie` header carries an editor cookie of ours that has not expired at `now`. */
  allows(cookieHeader: string | undefined, now: number): boolean {
    return cookieValues(cookieHeader, editorCookieName).some((value) => {
      const payload = verifiedValue(value, this.secret);
      const match = payload === null ? null : /^editor\.(\d{1,16})$/.exec(payload);
      const expiresAt = Number(match?.[1] ?? Number.NaN);
      // An expiry further ahead than one cookie lifetime was not issued by `issue`.
      return expiresAt > now && expiresAt <= now + editorCookieLifetimeMs;
    });
  }
}

const perConfig = new WeakMap<Config, EditorAccess>();

/**
 * The editor access of this process, one per configuration. Its key is derived from
 * `COOKIE_SECRET` for this purpose alone; without the variable a random key is drawn, so access
 * ends with a restart and is not shared between instances.
 */
export function editorAccessFor(config: Config): EditorAccess {
  let access = perConfig.get(config);
  if (access === undefined) {
    const base = config.cookieSecret ?? randomBytes(32);
    access = new EditorAccess(createHmac('sha256', base).update('kmx editor access').digest());
    perConfig.set(config, access);
  }
  return access;
}
