import type { PayloadAnswer } from '@kmx/domain/view';
import { payloadFileName } from '@kmx/domain/browser';
import { cacheQueryActions } from '@kmx/domain/policies';
import { withoutQueryFlag } from '@kmx/domain/redirects';
import type { Request, Response } from 'express';
import type { Config } from '../config/config';
import { takeGateNotice } from '../protection/gate-notice';
import type { PageAccessCheck } from '../protection/PageProtection';
import type { PageResponder } from '../render/PageResponder';
import { requestSignature } from './cached-page-shortcut';
import type { PageKeyMemo } from './PageKeyMemo';
import { publicOriginOf } from '../http/public-origin';
import { nonceOf } from '../http/security-headers';
import { runPagePipeline, type PipelineOutcome, type PipelineServices } from './page-pipeline';
import { rawQueryOf, requestFacts } from './request-facts';

export interface PageHandlerServices extends PipelineServices {
  readonly config: Config;
  readonly pageAccess: PageAccessCheck;
  readonly responder: PageResponder;
  /** The page keys the pipeline found, for the shortcut of repeated requests. */
  readonly pageKeys: PageKeyMemo;
}

/** The suffix of a payload address: `{page}/_payload.json`. */
const payloadSuffix = `/${payloadFileName}`;

/** The build id a payload request carries (`?v=<buildId>`); it only keeps browser caches apart. */
const buildQueryParameter = 'v';

export function isPayloadRequest(path: string): boolean {
  return path.endsWith(payloadSuffix);
}

function pipeline(
  services: PageHandlerServices,
  request: Request,
  response: Response,
  path: string,
  query: string,
): Promise<PipelineOutcome> {
  return runPagePipeline(services, {
    facts: requestFacts(request, path, query),
    response,
    origin: publicOriginOf(services.config, request),
    protection: {
      mayView: (page) => services.pageAccess.mayView(request, page),
      gateNotice: (language) => takeGateNotice(request, response, language),
    },
  });
}

/** The `Set-Cookie` values a response has so far. */
function setCookiesOf(response: Response): readonly string[] {
  const value = response.getHeader('set-cookie');
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/**
 * A page as HTML: a redirect, or the page through the page responder (whole-page cache, React).
 * Redirects that depend on the visitor (locale, direct id) are never stored by any cache.
 */
export async function answerPage(
  services: PageHandlerServices,
  request: Request,
  response: Response,
): Promise<void> {
  const outcome = await pipeline(services, request, response, request.path, rawQueryOf(request));
  const signature = requestSignature(request, response);
  if (outcome.kind === 'redirect') {
    if (signature !== null) services.pageKeys.forget(signature);
    if (outcome.status !== 301) response.set('cache-control', 'no-store');
    response.redirect(outcome.status, outcome.location);
    return;
  }
  if (outcome.cacheMode === cacheQueryActions.clear) services.pageKeys.clear();
  if (signature !== null && outcome.key !== null && outcome.cacheMode === cacheQueryActions.use) {
    services.pageKeys.remember(signature, {
      key: outcome.key,
      cookies: setCookiesOf(response),
    });
  }
  await services.responder.respond({
    response,
    nonce: nonceOf(response),
    key: outcome.key,
    cacheMode: outcome.cacheMode,
    produce: outcome.produce,
    errorPage: outcome.errorPage,
  });
}

/**
 * Spec public-site 7, DESIGN.md step 6: `{page}/_payload.json` runs the same pipeline and loaders
 * as the page and answers JSON: the page with its status, or where the browser must go instead.
 * The answer itself is always 200: the page's status travels inside it, so a preloaded not-found
 * page is data for the router, not a failed request the browser reports. Never HTML, never kept
 * by the browser without asking again.
 */
export async function answerPayload(
  services: PageHandlerServices,
  request: Request,
  response: Response,
): Promise<void> {
  const path = request.path.slice(0, -payloadSuffix.length) || '/';
  const query = withoutQueryFlag(rawQueryOf(request), buildQueryParameter);
  const outcome = await pipeline(services, request, response, path, query);
  response.set('cache-control', 'no-cache');
  if (outcome.kind === 'redirect') {
    const answer: PayloadAnswer = {
      kind: 'redirect',
      location: outcome.location,
      external: outcome.external,
    };
    response.status(200).json(answer);
    return;
  }
  const { payload } = await outcome.produce().catch(() => ({ payload: outcome.errorPage() }));
  const answer: PayloadAnswer = { kind: 'page', ...payload };
  response.status(200).json(answer);
}
