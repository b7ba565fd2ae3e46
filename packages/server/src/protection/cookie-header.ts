/**
 * Every value the `Cookie` header carries under `name`, in the order sent (a cookie set for a
 * longer path comes first). Malformed pairs and undecodable values are skipped, never thrown.
 */
export function cookieValues(header: string | undefined, name: string): readonly string[] {
  if (typeof header !== 'string') return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      values.push(decodeURIComponent(value));
    } catch {
      // A value that is not valid percent-encoding is no value of ours.
    }
  }
  return values;
}

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

/** A `Set-Cookie` value: HttpOnly and SameSite=Lax always, Secure when asked. */
export function setCookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `Path=${cookiePath(options.path)}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
