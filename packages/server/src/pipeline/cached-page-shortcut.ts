import type { RequestHandler } from 'express';
import { applySecurityHeaders } from '../http/security-headers';
import type { PageResponder } from '../render/PageResponder';
import { pageRequestSignature, type PageKeyMemo } from './PageKeyMemo';

export interface CachedPageShortcutServices {
  readonly pageKeys: PageKeyMemo;
  readonly responder: PageResponder;
}

/**
 * Answers a page request the pipeline has answered before straight from the page cache: the same
 * page, security headers and locale cookies as the pipeline would give, at about the cost of
 * sending a string. Anything else (a new request, a page no longer fresh in the cache) goes on to
 * the pipeline.
 */
export function cachedPageShortcut(services: CachedPageShortcutServices): RequestHandler {
  return (request, response, next) => {
    const signature = pageRequestSignature(request);
    const known = signature === null ? null : services.pageKeys.recall(signature);
    if (known === null) {
      next();
      return;
    }
    services.responder
      .respondFromCache(known.key, () => {
        const nonce = applySecurityHeaders(response);
        if (known.cookies.length > 0) response.setHeader('Set-Cookie', known.cookies);
        return { response, nonce };
      })
      .then((sent) => {
        if (!sent) next();
      }, next);
  };
}
