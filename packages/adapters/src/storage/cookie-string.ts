import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { boundedMemo } from './bounded-memo';

/** The attributes every site cookie of spec public-site 7 carries. */
export const cookiePath = '/';
export const cookieSameSite = 'Lax';

/**
 * "Far-future expiry" of spec public-site 7. Browsers cap a cookie's life (Chromium at 400 days
 * from the last write); every write of a preference renews it.
 */
export const farFutureExpiry = 'Fri, 31 Dec 9999 23:59:59 GMT';

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

// encodeURIComponent throws on half a surrogate pair; such text only ever comes from bad data.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` that never throws: half a surrogate pair becomes U+FFFD first. */
export function percentEncoded(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
}

/**
 * One `Set-Cookie` value, or a `document.cookie` assignment, written by the `cookie` package for
 * the browser and the server alike. The value is always percent-encoded, so no `;` or `,` of it
 * can end the cookie early and `parseCookies` reads it back unchanged.
 */
export function setCookieString(cookie: SetCookie): string {
  return stringifySetCookie(cookie, { encode: percentEncoded });
}

/**
 * Site cookies written so far, by what they were written from: a page sets the same few on every
 * request, and writing one (dates included) was a per-cent of a freshly rendered page.
 */
const written = boundedMemo(1000);

/** A site cookie of spec public-site 7: `SameSite=Lax` and path `/` always. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  // The name's length keeps `a` + `bc` and `ab` + `c` apart.
  const key = `${options.lifetime} ${options.secure === true} ${name.length} ${name}${value}`;
  return written(key, () => freshCookie(name, value, options));
}

function freshCookie(name: string, value: string, options: CookieOptions): string {
  return setCookieString({
    name,
    value,
    path: cookiePath,
    sameSite: 'lax',
    ...(options.lifetime === cookieLifetimes.persistent && { expires: new Date(farFutureExpiry) }),
    ...(options.lifetime === cookieLifetimes.expired && { expires: new Date(0), maxAge: 0 }),
    ...(options.secure === true && { secure: true }),
  });
}

/**
 * A cookie's value as it is read: without surrounding quotes, percent-decoded. A value that is no
 * valid percent-encoding was not written by us: `undefined`, so the cookie counts as absent.
 */
function decodedValue(raw: string): string | undefined {
  const value =
    raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The one rule for reading a `Cookie` header or `document.cookie` (docs/decisions.md, "One cookie
 * rule"): the first usable cookie of a name wins, as browsers send the most specific path first; a
 * value that does not decode is not usable, so a later cookie of that name is read instead. Pairs
 * without `=` or without a name are skipped, and nothing ever throws.
 */
export function parseCookies(header: string | null | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  if (typeof header !== 'string') return cookies;
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodedValue }))) {
    if (name !== '' && value !== undefined) cookies.set(name, value);
  }
  return cookies;
}

/**
 * The value of one cookie by the same rule, where the reader also decides what is usable (a
 * signature that checks out): a cookie of the name it refuses is skipped like an undecodable one.
 * `null` when no cookie of the name is usable.
 */
export function cookieValue(
  header: string | null | undefined,
  name: string,
  usable: (value: string) => boolean = () => true,
): string | null {
  if (typeof header !== 'string') return null;
  const decode = (raw: string) => {
    const value = decodedValue(raw);
    return value !== undefined && usable(value) ? value : undefined;
  };
  return parseCookie(header, { decode })[name] ?? null;
}
