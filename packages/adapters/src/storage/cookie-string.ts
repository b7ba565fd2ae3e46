/** The attributes every site cookie of spec public-site 7 carries. */
export const cookiePath = '/';
export const cookieSameSite = 'Lax';

/**
 * "Far-future expiry" of spec public-site 7. Browsers cap a cookie's life (Chromium at 400 days
 * from the last write); every write of a preference renews it.
 */
export const farFutureExpiry = 'Fri, 31 Dec 9999 23:59:59 GMT';

const pastExpiry = 'Thu, 01 Jan 1970 00:00:00 GMT';

export const cookieLifetimes = {
  /** Kept until the far-future expiry. */
  persistent: 'persistent',
  /** Kept until the browser session ends. */
  session: 'session',
  /** Deletes the cookie. */
  expired: 'expired',
} as const;

export type CookieLifetime = (typeof cookieLifetimes)[keyof typeof cookieLifetimes];

export interface CookieOptions {
  readonly lifetime: CookieLifetime;
  /** Only over HTTPS; the sandbox and local development run on plain HTTP. */
  readonly secure?: boolean;
}

/**
 * A `Set-Cookie` header value, or a `document.cookie` assignment: `SameSite=Lax` and path `/`
 * always, the value percent-encoded so no `;` or `,` of it can end the cookie early.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${percentEncoded(value)}`, `Path=${cookiePath}`];
  if (options.lifetime === cookieLifetimes.persistent) parts.push(`Expires=${farFutureExpiry}`);
  if (options.lifetime === cookieLifetimes.expired)
    parts.push(`Expires=${pastExpiry}`, 'Max-Age=0');
  parts.push(`SameSite=${cookieSameSite}`);
  if (options.secure === true) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The cookies of a `Cookie` header or of `document.cookie`, by name. Cookies are written by other
 * scripts, proxies and older releases, so this never throws: a pair without `=` or without a name
 * is skipped, surrounding quotes are dropped, and a value that is not valid percent-encoding is
 * kept as it stands. The first cookie of a name wins, as browsers send the most specific path first.
 */
export function parseCookies(header: string | null | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  if (typeof header !== 'string') return cookies;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    cookies.set(name, decoded(unquoted(pair.slice(separator + 1).trim())));
  }
  return cookies;
}

// encodeURIComponent throws on half a surrogate pair; such text only ever comes from bad data.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` that never throws: half a surrogate pair becomes U+FFFD first. */
export function percentEncoded(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
}

function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1)
    : value;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
