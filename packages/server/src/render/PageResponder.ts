import type { CacheQueryAction } from '@kmx/domain/policies';
import type { PagePayload } from '@kmx/domain/view';

/** A page as its loader produced it, and whether its HTML may be kept for other visitors. */
export interface ProducedPage {
  readonly payload: PagePayload;
  /** Never for drafts, editor mode or protected pages (DESIGN.md "Speed and resilience"). */
  readonly cacheable: boolean;
  /**
   * For this visitor alone (portal, sign-in callback, a protected page's gate or content): no
   * shared cache on the way may keep it (`Cache-Control: private, no-store`).
   */
  readonly personal?: boolean;
}

/**
 * The part of an HTTP response a page is sent through; an Express `Response` is one. Narrow, so the
 * page cache can be tested without a server.
 */
export interface HtmlResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  write(chunk: string | Uint8Array): boolean;
  end(chunk?: string): unknown;
  readonly headersSent: boolean;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
}

export interface PageResponse {
  readonly response: HtmlResponse;
  /** This response's CSP nonce; a cached page gets it put in at send time. */
  readonly nonce: string;
  /**
   * Site, locale, path, measurement system and next-release mode of the request, or `null` when
   * the page must not come from the cache at all.
   */
  readonly key: string | null;
  /** `cache=false` bypasses the page cache, `cache=clear` empties it first (spec 9). */
  readonly cacheMode: CacheQueryAction;
  /** Loads the page: called on a miss, never on a fresh hit. */
  readonly produce: () => Promise<ProducedPage>;
  /**
   * The error page (spec 2.6) to send when `produce` fails or runs out of time and no stale copy
   * exists; it must not call any loader.
   */
  readonly errorPage: () => PagePayload;
  /**
   * Settles when the request's time budget is spent: started as the request came in, so the
   * pipeline's look-ups count too. Unset: the responder gives loading a budget of its own.
   */
  readonly deadline?: Promise<void>;
}

/** Sends a page as HTML: from the whole-page cache when it can, else rendered with React. */
export interface PageResponder {
  respond(page: PageResponse): Promise<void>;
  /**
   * Sends the fresh cached page of `key`, if there is one, without loading or rendering anything;
   * `prepare` is called just before, for the response and its nonce. Says whether it sent it.
   */
  respondFromCache(key: string, prepare: () => CachedResponse): Promise<boolean>;
  /**
   * Drops the kept pages whose keys `isPurged` names (a purge on publish); a page being loaded
   * meanwhile is sent to its requests but not kept.
   */
  purge(isPurged: (key: string) => boolean): Promise<void>;
}

/** Where a page from the cache goes, and the nonce it gets. */
export interface CachedResponse {
  readonly response: HtmlResponse;
  readonly nonce: string;
}
