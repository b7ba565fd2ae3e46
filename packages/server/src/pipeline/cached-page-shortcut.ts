import type { Request, RequestHandler, Response } from 'express';
import { markPrivate } from '../http/cache-instructions';
import { applySecurityHeaders } from '../http/security-headers';
import type { PageResponder } from '../render/PageResponder';
import { pageRequestSignature, type PageKeyMemo } from './PageKeyMemo';

/** Where the shortcut leaves a request's signature for the pipeline, on a miss. */
const signatureLocal = 'kmxPageSignature';

/**
 * The request's signature: as the shortcut worked it out for a miss, so the pipeline (which
 * remembers it) need not read host, scheme, path and cookies again; else worked out now.
 */
export function requestSignature(request: Request, response: Response): string | null {
  const known: unknown = response.locals[signatureLocal];
  return typeof known === 'string' || known === null ? known : pageRequestSignature(request);
}

export interface CachedPageShortcutServices {
  readonly pageKeys: PageKeyMemo;
  readonly responder: PageResponder;
}

/**
 * Answers a page request the pipeline has answered before straight from the page cache: the same
 * page, security headers, locale cookies and cache instruction as the pipeline would give, at about the cost of
 * sending a string. Anything else (a new request, a page no longer fresh in the cache) goes on to
 * the pipeline.
 */
export function cachedPageShortcut(services: CachedPageShortcutServices): RequestHandler {
  return (request, response, next) => {
    const signature = pageRequestSignature(request);
    const known = signature === null ? null : services.pageKeys.recall(signature);
    if (known === null) {
      response.locals[signatureLocal] = signature;
      next();
      return;
    }
    services.responder
      .respondFromCache(known.key, () => {
        const nonce = applySecurityHeaders(response);
        if (known.cookies.length > 0) response.setHeader('Set-Cookie', known.cookies);
        if (known.personal === true) markPrivate(response);
        return { response, nonce };
      })
      .then((sent) => {
        if (!sent) next();
      }, next);
  };
}
