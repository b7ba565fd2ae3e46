import type { Clock, PurgeBus } from '@kmx/domain/ports';
import type { PayloadAnswer } from '@kmx/domain/view';
import { payloadFileName } from '@kmx/domain/browser';
import { cacheQueryActions } from '@kmx/domain/policies';
import { withoutQueryFlag } from '@kmx/domain/redirects';
import type { Request, Response } from 'express';
import type { Config } from '../config/config';
import type { EditorAccessCheck } from '../draft/EditorAccessCheck';
import { takeGateNotice } from '../protection/gate-notice';
import type { PageAccessCheck } from '../protection/PageProtection';
import type { PageResponder, ProducedPage } from '../render/PageResponder';
import { beforeDeadline } from '../render/request-deadline';
import { systemTimers, type Timers } from '../render/timers';
import { requestSignature } from './cached-page-shortcut';
import type { PageKeyMemo } from './PageKeyMemo';
import { markPrivate, privateAnswer } from '../http/cache-instructions';
import { publicOriginOf } from '../http/public-origin';
import { nonceOf } from '../http/security-headers';
import { runPagePipeline, type PipelineOutcome, type PipelineServices } from './page-pipeline';
import { rawQueryOf, requestFacts } from './request-facts';

export interface PageHandlerServices extends PipelineServices {
  readonly config: Config;
  /** Whether a request comes from an editor: only an editor's `cache=` steers the caches. */
  readonly editorAccess: EditorAccessCheck;
  readonly clock: Clock;
  readonly pageAccess: PageAccessCheck;
  readonly responder: PageResponder;
  /** Starts the request's time budget; the system's timers unless a test passes its own. */
  readonly timers?: Timers;
  /** The page keys the pipeline found, for the shortcut of repeated requests. */
  readonly pageKeys: PageKeyMemo;
  /** Tells every instance to empty its caches on an editor's `cache=clear` (purge on publish). */
  readonly purgeBus?: Pick<PurgeBus, 'publish'>;
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
  deadline: Promise<void>,
): Promise<PipelineOutcome> {
  return runPagePipeline(services, {
    facts: requestFacts(request, path, query),
    response,
    deadline,
    origin: publicOriginOf(services.config, request),
    protection: {
      mayView: (page) => services.pageAccess.mayView(request, page),
      gateNotice: (language) => takeGateNotice(request, response, language),
    },
    isEditor: () => services.editorAccess.allows(request.headers.cookie, services.clock.now()),
  });
}

/** The `Set-Cookie` values a response has so far. */
function setCookiesOf(response: Response): readonly string[] {
  const value = response.getHeader('set-cookie');
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/**
 * The page's loader, marking the response private when the page it loaded is for this visitor
 * alone (a protected page, the portal); the mark is set before the page's headers go out.
 */
function markedWhenPersonal(
  produce: () => Promise<ProducedPage>,
  response: Response,
): () => Promise<ProducedPage> {
  return () =>
    produce().then((produced) => {
      if (produced.personal === true) markPrivate(response);
      return produced;
    });
}

/**
 * A page as HTML: a redirect, or the page through the page responder (whole-page cache, React).
 * Redirects that depend on the visitor (locale, direct id) are never stored by any cache.
 */
export function answerPage(
  services: PageHandlerServices,
  request: Request,
  response: Response,
): Promise<void> {
  return withinRequestBudget(services, (deadline) =>
    answerPageBefore(services, request, response, deadline),
  );
}

/**
 * Runs `answer` with the request's time budget (`PAGE_RENDER_BUDGET_MS`), started now: it bounds
 * the pipeline's look-ups and the page's load together, not each on its own.
 */
async function withinRequestBudget(
  services: PageHandlerServices,
  answer: (deadline: Promise<void>) => Promise<void>,
): Promise<void> {
  const budget = (services.timers ?? systemTimers).start(services.config.pageRenderBudgetMs);
  try {
    await answer(budget.expired);
  } finally {
    budget.cancel();
  }
}

async function answerPageBefore(
  services: PageHandlerServices,
  request: Request,
  response: Response,
  deadline: Promise<void>,
): Promise<void> {
  const outcome = await pipeline(
    services,
    request,
    response,
    request.path,
    rawQueryOf(request),
    deadline,
  );
  // Without a page cache no shortcut recalls a page's key: none is worked out nor remembered.
  const signature = services.config.pageCache ? requestSignature(request, response) : null;
  if (outcome.kind === 'redirect') {
    if (signature !== null) services.pageKeys.forget(signature);
    if (outcome.status !== 301) response.set('cache-control', 'no-store');
    response.redirect(outcome.status, outcome.location);
    return;
  }
  if (outcome.cacheMode === cacheQueryActions.clear) {
    services.pageKeys.clear();
    // This instance empties its caches as the page loads; the others' memory tiers hear it here.
    void services.purgeBus?.publish({ kind: 'all' }, 'elsewhere');
  }
  if (outcome.personal) markPrivate(response);
  if (
    signature !== null &&
    outcome.key !== null &&
    !outcome.cacheOnly &&
    outcome.cacheMode === cacheQueryActions.use
  ) {
    services.pageKeys.remember(signature, {
      key: outcome.key,
      cookies: setCookiesOf(response),
      personal: outcome.personal,
    });
  }
  await services.responder.respond({
    response,
    nonce: nonceOf(response),
    key: outcome.key,
    cacheMode: outcome.cacheMode,
    produce: markedWhenPersonal(outcome.produce, response),
    errorPage: outcome.errorPage,
    deadline,
  });
}

/**
 * Spec public-site 7, DESIGN.md step 6: `{page}/_payload.json` runs the same pipeline and loaders
 * as the page and answers JSON: the page with its status, or where the browser must go instead.
 * The answer itself is always 200: the page's status travels inside it, so a preloaded not-found
 * page is data for the router, not a failed request the browser reports. Never HTML, never kept
 * by the browser without asking again; a personal page's never kept at all.
 */
export function answerPayload(
  services: PageHandlerServices,
  request: Request,
  response: Response,
): Promise<void> {
  return withinRequestBudget(services, (deadline) =>
    answerPayloadBefore(services, request, response, deadline),
  );
}

async function answerPayloadBefore(
  services: PageHandlerServices,
  request: Request,
  response: Response,
  deadline: Promise<void>,
): Promise<void> {
  const path = request.path.slice(0, -payloadSuffix.length) || '/';
  const query = withoutQueryFlag(rawQueryOf(request), buildQueryParameter);
  const outcome = await pipeline(services, request, response, path, query, deadline);
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
  if (outcome.personal) response.set('cache-control', privateAnswer);
  const { payload } = await beforeDeadline(
    markedWhenPersonal(outcome.produce, response)(),
    deadline,
  ).catch(() => ({ payload: outcome.errorPage() }));
  const answer: PayloadAnswer = { kind: 'page', ...payload };
  response.status(200).json(answer);
}
