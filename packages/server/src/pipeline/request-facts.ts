import { parseCookies } from '@kmx/adapters';
import type { ModeQuery } from '@kmx/domain/content';
import type { Request } from 'express';

/** What the pipeline reads from a page request, each part read so that no input can throw. */
export interface RequestFacts {
  /** The host the visitor asked for (port included), `''` when the request names none. */
  readonly host: string;
  /** The page's path as received (percent-encoded), without query; for a payload, the page's. */
  readonly path: string;
  /** The raw query string without `?`, `''` when there is none. */
  readonly query: string;
  /** The query as a mode switch reads it. */
  readonly modeQuery: ModeQuery;
  readonly cookies: ReadonlyMap<string, string>;
  readonly acceptLanguage: string | null;
  /** The request came over https (directly, or as a proxy that TRUST_PROXY trusts forwards it). */
  readonly secure: boolean;
}

/** `?a=1&a=2&b` read as `{ a: ['1', '2'], b: '' }`; URLSearchParams never throws on bad escapes. */
export function modeQueryOf(query: string): ModeQuery {
  const values = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(query)) {
    const known = values.get(name);
    values.set(
      name,
      known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value],
    );
  }
  // Own entries only, even for names such as `__proto__`.
  return Object.fromEntries(values);
}

/** The first value of a query parameter, or `null` when the query has none. */
export function firstQueryValue(query: string, name: string): string | null {
  return new URLSearchParams(query).get(name);
}

export function rawQueryOf(request: Request): string {
  const url = request.originalUrl;
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

function headerText(value: string | string[] | undefined): string | null {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(',') : null;
}

export function requestFacts(request: Request, path: string, query: string): RequestFacts {
  return {
    // Express reads `X-Forwarded-Host` only from a trusted proxy, `Host` otherwise.
    host: request.host ?? '',
    path,
    query,
    modeQuery: modeQueryOf(query),
    cookies: parseCookies(headerText(request.headers.cookie)),
    acceptLanguage: headerText(request.headers['accept-language']),
    secure: request.secure,
  };
}
