import { parseCookies } from '@kmx/adapters';
import { withoutMarketingParameters } from '@kmx/domain/policies';

/** What the pipeline decided for a request it answered with a cached-page key. */
export interface KnownPage {
  /** The page cache key the pipeline worked out. */
  readonly key: string;
  /** The `Set-Cookie` values the pipeline gave the response (the locale cookies it renews). */
  readonly cookies: readonly string[];
  /** The page follows the visitor's own cookies: it is sent `Cache-Control: private, no-store`. */
  readonly personal?: boolean;
}

interface Remembered {
  readonly page: KnownPage;
  readonly at: number;
}

export interface PageKeyMemoOptions {
  readonly maxEntries: number;
  /** How long a decision is trusted before the pipeline is asked again. */
  readonly lifetimeMs: number;
  readonly now: () => number;
}

/** What a request must look like to be answered from the memo: a plain GET of a page address. */
export interface PlainPageRequest {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly host: string | undefined;
  readonly secure: boolean;
  readonly headers: {
    readonly cookie?: string | undefined;
    readonly 'accept-language'?: string | undefined;
  };
}

/** The site's own cookies start so; the pipeline reads no other (analytics cookies vary freely). */
const ownCookiePrefix = 'kmx';

/** The site's cookies as the pipeline reads them: by the one cookie rule of `parseCookies`. */
function ownCookies(header: string | undefined): string {
  if (header === undefined || !header.includes(ownCookiePrefix)) return '';
  const own = [...parseCookies(header)].filter(([name]) => name.startsWith(ownCookiePrefix));
  return own.length === 0 ? '' : JSON.stringify(own);
}

/**
 * Whether a request's query holds anything the pipeline reads (modes, cache switches, filters):
 * marketing parameters (`utm_*`, `fbclid`, …) change nothing, so they must not split the cache.
 */
function hasPipelineQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  const query = url.slice(start + 1);
  return query === '' || withoutMarketingParameters(query) !== '';
}

/**
 * Everything the request pipeline reads of a plain page request (host, scheme, path, the site's
 * cookies, `Accept-Language`), as one string; `null` for a request with a query string the
 * pipeline reads (modes, cache switches, filters) or anything but GET, which always go through the
 * pipeline. Marketing parameters are no part of it.
 */
export function pageRequestSignature(request: PlainPageRequest): string | null {
  if (request.method !== 'GET' || hasPipelineQuery(request.url)) return null;
  return [
    request.host ?? '',
    request.secure ? 's' : '',
    request.path,
    ownCookies(request.headers.cookie),
    request.headers['accept-language'] ?? '',
  ].join('\u0000');
}

/**
 * Which page cache key the request pipeline found for a request signature, so that a repeated
 * request is answered from the page cache before the pipeline runs (site, locale, redirect
 * decision and their cached look-ups are what a hit would otherwise cost). A decision is trusted
 * for as long as a cached page is fresh: a redirect added in the CMS meanwhile is seen as late as
 * the page cache would show a changed page. Least recently used entries go first.
 */
export class PageKeyMemo {
  private readonly entries = new Map<string, Remembered>();
  private readonly options: PageKeyMemoOptions;

  constructor(options: PageKeyMemoOptions) {
    this.options = options;
  }

  recall(signature: string): KnownPage | null {
    const entry = this.entries.get(signature);
    if (entry === undefined) return null;
    if (this.options.now() - entry.at >= this.options.lifetimeMs) {
      this.entries.delete(signature);
      return null;
    }
    // Map order is the recency order: moved to the end on use.
    this.entries.delete(signature);
    this.entries.set(signature, entry);
    return entry.page;
  }

  remember(signature: string, page: KnownPage): void {
    this.entries.delete(signature);
    this.entries.set(signature, { page, at: this.options.now() });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  forget(signature: string): void {
    this.entries.delete(signature);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Forgets the decisions that led to a purged page key (a purge on publish). */
  forgetKeys(isPurged: (key: string) => boolean): void {
    for (const [signature, entry] of this.entries) {
      if (isPurged(entry.page.key)) this.entries.delete(signature);
    }
  }
}
