import { setCookieString } from '@kmx/adapters';

export interface CookieOptions {
  /** Seconds; 0 removes the cookie. */
  readonly maxAgeSeconds: number;
  readonly path: string;
  /** Sent over HTTPS only. */
  readonly secure: boolean;
}

/** A path the `Path` attribute can carry as it is; anything else widens the cookie to `/`. */
function cookiePath(path: string): string {
  return /^\/[A-Za-z0-9\-._~!$&'()*+,=:@%/]*$/.test(path) ? path : '/';
}

/**
 * A `Set-Cookie` value of the server's own cookies (access, notices): HttpOnly and SameSite=Lax
 * always, Secure when asked; read back with `cookieValue` of `@kmx/adapters`.
 */
export function setCookieHeader(name: string, value: string, options: CookieOptions): string {
  return setCookieString({
    name,
    value,
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
    path: cookiePath(options.path),
    httpOnly: true,
    secure: options.secure,
    sameSite: 'lax',
  });
}
