import type { CacheQueryAction, PagePayload } from '@kmx/domain';
import type { Response } from 'express';

/** A page as its loader produced it, and whether its HTML may be kept for other visitors. */
export interface ProducedPage {
  readonly payload: PagePayload;
  /** Never for drafts, editor mode or protected pages (DESIGN.md "Speed and resilience"). */
  readonly cacheable: boolean;
}

export interface PageResponse {
  readonly response: Response;
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
}

/** Sends a page as HTML: from the whole-page cache when it can, else rendered with React. */
export interface PageResponder {
  respond(page: PageResponse): Promise<void>;
}
