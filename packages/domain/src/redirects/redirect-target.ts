import { pathFromSegments, pathSegments } from '../routing/path-segments';

/**
 * Where a redirect may lead: a path of this site, or an explicitly external https address that came
 * from configuration (a CMS redirect or a build-manifest route rule), never a host from the request.
 */
export type RedirectTarget =
  | {
      readonly kind: 'path';
      /** Canonical: one leading slash, no empty segments, no trailing slash. */
      readonly path: string;
      /** Raw query without `?`, or `null` when the target names none. */
      readonly query: string | null;
      /** Fragment including `#`, or `''`. */
      readonly hash: string;
    }
  | { readonly kind: 'external'; readonly url: string };

/** Browsers drop tabs and line breaks inside URLs, so `/\t/evil.example` would become `//…`. */
function withoutControlCharacters(text: string): string {
  return [...text]
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code > 0x1f && code !== 0x7f;
    })
    .join('');
}

/** Characters a URL may carry as written; `%` stays so that existing escapes are kept. */
const pathSafe = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]$/;
/** A query or fragment may also carry `?`. */
const querySafe = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]$/;

/**
 * Escapes whatever may not stand raw in a Location header (spaces, non-ASCII, `#` inside a
 * query); a lone surrogate, which cannot be encoded, becomes the replacement character.
 */
function escaped(text: string, safe: RegExp): string {
  return [...text]
    .map((character) => {
      if (safe.test(character)) {
        return character;
      }
      const code = character.charCodeAt(0);
      const isLoneSurrogate = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
      return encodeURIComponent(isLoneSurrogate ? '\uFFFD' : character);
    })
    .join('');
}

/**
 * A path of this site, whatever the input: backslashes count as slashes (as browsers read them)
 * and repeated slashes collapse, so the result can never be read as `//host`.
 */
export function sameSitePath(rawPath: string): string {
  const cleaned = withoutControlCharacters(rawPath).replaceAll('\\', '/');
  return escaped(pathFromSegments(pathSegments(cleaned)), pathSafe);
}

/** `true` when the raw path ends in a slash but is not the root itself. */
export function hasTrailingSlash(rawPath: string): boolean {
  const cleaned = withoutControlCharacters(rawPath).replaceAll('\\', '/');
  return cleaned.endsWith('/') && cleaned !== '/';
}

/** `true` when the raw path has an empty segment inside it (`//en//company`; a backslash counts as a slash). */
export function hasRepeatedSlashes(rawPath: string): boolean {
  return withoutControlCharacters(rawPath).replaceAll('\\', '/').includes('//');
}

export function cleanQuery(rawQuery: string): string {
  const cleaned = withoutControlCharacters(rawQuery);
  return escaped(cleaned.startsWith('?') ? cleaned.slice(1) : cleaned, querySafe);
}

const schemePattern = /^[a-z][a-z0-9+.-]*:/i;
/** https, a plain host name with optional port, then nothing that could move the host. */
const externalPattern = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

export interface RedirectTargetOptions {
  /** Only configured targets (CMS redirects, route rules) may leave the site. */
  readonly allowExternal: boolean;
}

/** Reads a configured target; `null` when it is neither a same-site path nor an allowed https URL. */
export function redirectTarget(raw: string, options: RedirectTargetOptions): RedirectTarget | null {
  const cleaned = withoutControlCharacters(raw).trim();
  if (/^https:\/\//i.test(cleaned)) {
    return options.allowExternal && externalPattern.test(cleaned)
      ? { kind: 'external', url: cleaned }
      : null;
  }
  if (schemePattern.test(cleaned)) {
    return null;
  }
  const hashStart = cleaned.indexOf('#');
  const beforeHash = hashStart === -1 ? cleaned : cleaned.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : cleaned.slice(hashStart);
  const queryStart = beforeHash.indexOf('?');
  return {
    kind: 'path',
    path: sameSitePath(queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart)),
    query: queryStart === -1 ? null : escaped(beforeHash.slice(queryStart + 1), querySafe),
    hash: hash === '' ? '' : `#${escaped(hash.slice(1), querySafe)}`,
  };
}
