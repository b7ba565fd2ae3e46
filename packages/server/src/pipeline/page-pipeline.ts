import type { CacheQueryAction } from '@kmx/domain/policies';
import type {
  CatalogueReadContext,
  CatalogueSource,
  ContentCollections,
  ContentSource,
  ContextualSource,
  Logger,
  SearchIndex,
} from '@kmx/domain/ports';
import type { RedirectDecision, RedirectFacts } from '@kmx/domain/redirects';
import type { PagePayload } from '@kmx/domain/view';
import { shouldLogError } from '@kmx/domain/errors';
import {
  cacheQueryActions,
  cacheQueryParameter,
  grantedCacheAction,
  pageCacheKey,
} from '@kmx/domain/policies';
import { decideRedirect } from '@kmx/domain/redirects';
import type { RequestPath } from '@kmx/domain/routing';
import {
  canonicalLetterCase,
  isPersonalPath,
  matchRoute,
  pathFromSegments,
  pathWithinSite,
  readRequestPath,
  routeLayouts,
} from '@kmx/domain/routing';
import { acceptedLanguages, buildLocale, localeSources } from '@kmx/domain/site';
import { defaultLanguage } from '@kmx/domain/translation';
import { isUiLanguage, messagesFor } from '@kmx/ui';
import type { Response } from 'express';
import { routeRules } from '../builds/route-rules';
import type { PageProtectionCheck } from '../pages/content-page';
import { errorPage } from '../pages/error-page';
import { notFoundPage } from '../pages/not-found-page';
import { startPageReads } from '../pages/page-reads';
import type { MediaSource } from '../http/media-proxy';
import {
  sameOriginAnswers,
  sameOriginSearch,
  withPublicOpenGraphImage,
} from '../pages/same-origin-media';
import type { PageContext } from '../pages/PageContext';
import { routePage, type RouteServices } from '../pages/route-page';
import { styleGuidePage } from '../pages/style-guide-page';
import type { ProducedPage } from '../render/PageResponder';
import { beforeDeadline } from '../render/request-deadline';
import { canonicalCase } from './canonical-case';
import { decodedPath } from './decoded-path';
import { localeCookies } from './locale-cookies';
import { readsOnce } from './reads-once';
import { cmsRedirectFor, directPageLookup } from './redirect-lookups';
import type { RequestFacts } from './request-facts';
import { siteContextFor } from './site-context';
import { visitorLocale } from './visitor-locale';
import { visitorModes } from './visitor-modes';

export interface PipelineServices {
  /** The content service behind the data cache; each request reads it through its own context. */
  readonly content: ContextualSource<ContentSource>;
  /** The content service's collections behind the data cache, read through each request's context. */
  readonly collections: ContextualSource<ContentCollections>;
  /** The catalogue service behind the data cache; each request reads it through its own context. */
  readonly catalogue: ContextualSource<CatalogueSource, CatalogueReadContext>;
  /** Emptied by an editor's `cache=clear`. */
  readonly dataCache: { clear(): Promise<void> };
  readonly logger: Logger;
  readonly signIn: RouteServices['signIn'];
  /** The site search, for the search page (`/{locale}/search`). */
  readonly search?: SearchIndex;
  /** Where the upstreams' images are named; pages show them same-origin. */
  readonly mediaSources: readonly MediaSource[];
}

/** What the pipeline needs of the request beyond its facts. */
export interface PipelineRequest {
  readonly facts: RequestFacts;
  /** Where the visitor's cookies are set. */
  readonly response: Pick<Response, 'append'>;
  /** The origin of canonical addresses. */
  readonly origin: string;
  readonly protection: PageProtectionCheck;
  /** Whether the request carries valid editor access; asked only when it wants to steer the cache. */
  readonly isEditor: () => boolean;
  /**
   * Settles when the request's time budget (`PAGE_RENDER_BUDGET_MS`) is spent: a look-up still
   * unanswered then counts as failed, so a hanging upstream never holds the request longer.
   */
  readonly deadline?: Promise<void>;
}

export type PipelineOutcome =
  | {
      readonly kind: 'redirect';
      readonly status: number;
      readonly location: string;
      /** A configured https target of another origin: the browser needs a full page load. */
      readonly external: boolean;
    }
  | {
      readonly kind: 'page';
      /** The page cache key: site, locale, path, measurement system, next-release; `null` never. */
      readonly key: string | null;
      /**
       * The answer follows the visitor's own cookies (measurement system, next-release or testing
       * mode) or is in a personal area (portal, editor, callback): no shared cache may keep it.
       */
      readonly personal: boolean;
      /**
       * A look-up failed or ran out of time (the CMS redirects): only a copy the page cache holds
       * may answer (`produce` rejects), and the decision is not remembered for later requests.
       */
      readonly cacheOnly: boolean;
      readonly cacheMode: CacheQueryAction;
      /** Loads the page; rejects on an application error (the responder may have a stale copy). */
      readonly produce: () => Promise<ProducedPage>;
      readonly errorPage: () => PagePayload;
    };

/** Spec public-site 8: every application error is logged, except empty error objects. */
function logged(logger: Logger, error: unknown): unknown {
  if (shouldLogError(error)) {
    logger.error('page failed', { error: error instanceof Error ? error.message : String(error) });
  }
  return error;
}

function redirectOutcome(
  decision: Extract<RedirectDecision, { kind: 'redirect' }>,
): PipelineOutcome {
  return {
    kind: 'redirect',
    status: decision.status,
    location: decision.location,
    external: decision.external,
  };
}

/**
 * The style guide is a technical area outside any site (spec 2.1, 2.2) made without a loader: when
 * the site or locale cannot be decided (the content service is down), it still answers, in the
 * first language of `Accept-Language` the ui speaks, else English. Not cached: the next request
 * with a working content service gets the visitor's usual language again.
 */
function styleGuideWithoutSite(
  path: RequestPath,
  facts: RequestFacts,
  cacheMode: CacheQueryAction,
): PipelineOutcome | null {
  if (path.localeSegment !== null) return null;
  const route = matchRoute(pathFromSegments(path.segments));
  if (route.kind === 'not-found' || route.layout !== routeLayouts.styleGuide) return null;
  const language = acceptedLanguages(facts.acceptLanguage).find(isUiLanguage) ?? defaultLanguage;
  const locale = buildLocale(language);
  return {
    kind: 'page',
    key: null,
    personal: false,
    cacheOnly: false,
    cacheMode,
    produce: () => Promise.resolve(styleGuidePage(route.kind, locale)),
    errorPage: () => errorPage(locale.urlCode),
  };
}

/**
 * Spec public-site 2.4, DESIGN.md "One request, end to end": one page request from its address to
 * what answers it. Modes (next-release, testing) and their cookies; the site by host and slug; the
 * visitor's locale (path, cookies, `Accept-Language`, `en`); the redirect decision in the spec's
 * order (direct id, trailing slash, locale, CMS redirect, route rules; the CMS is asked only when
 * none of the first three applies); else the route's page, with the site's locale cookies renewed.
 */
export async function runPagePipeline(
  services: PipelineServices,
  request: PipelineRequest,
): Promise<PipelineOutcome> {
  const { facts, response } = request;
  const modes = visitorModes(facts);
  for (const cookie of modes.cookies) response.append('Set-Cookie', cookie);
  const asked = new URLSearchParams(facts.query).getAll(cacheQueryParameter);
  // Only an editor steers the caches (docs/decisions.md); anyone else's request reads them as usual.
  const cacheMode = grantedCacheAction(asked, { editor: asked.length > 0 && request.isEditor() });
  if (cacheMode === cacheQueryActions.clear) await services.dataCache.clear();
  const dataContext = {
    mode: cacheMode === cacheQueryActions.clear ? cacheQueryActions.use : cacheMode,
    nextRelease: modes.nextRelease,
    stage: 'PUBLISHED',
  } as const;
  // Each read once per request: the page's first reads start beside the redirect look-up below.
  // The page sees every answer with its images same-origin (the media proxy serves them).
  const sameOrigin = sameOriginAnswers(services.mediaSources);
  const content = readsOnce(services.content.withContext(dataContext), sameOrigin);
  const path = readRequestPath(facts.path);
  let fallbackErrorPage = () => errorPage(path.localeSegment?.toLowerCase() ?? 'en');

  try {
    const site = await beforeDeadline(
      siteContextFor(content, facts.host, path.segments[0] ?? null),
      request.deadline,
    );
    const visitor = visitorLocale(facts, path.localeSegment, site, site.site);
    const { locale } = visitor.choice;
    fallbackErrorPage = () => errorPage(locale.urlCode);
    const direct = await beforeDeadline(
      directPageLookup(content, facts, path, site, locale.language),
      request.deadline,
    );
    const facts0: RedirectFacts = {
      path: facts.path,
      query: facts.query,
      chosenLocale: locale.urlCode,
      localePrefixIsRight: visitor.choice.prefixIsRight,
      directPage: direct.kind === 'found' ? direct.address : null,
      cmsRedirect: null,
      routeRules: [],
      // The site slug and the routes' own segments; a content address's case needs a look-up.
      canonicalCase: canonicalLetterCase(path, site.choice.pathSlug),
    };
    const early = decideRedirect(facts0);
    if (early.kind === 'redirect') return redirectOutcome(early);

    const pathInSite = pathWithinSite(path.segments, site.choice.pathSlug);
    const context: PageContext = {
      content,
      collections: readsOnce(services.collections.withContext(dataContext), sameOrigin),
      catalogue: readsOnce(services.catalogue.withContext(dataContext), sameOrigin),
      site,
      visitor,
      locale,
      links: { localeCode: locale.urlCode, siteSlug: site.choice.pathSlug },
      pathInSite,
      requestedPath: decodedPath(facts.path) ?? facts.path,
      query: facts.modeQuery,
      modes: { nextRelease: modes.nextRelease, testing: modes.testing },
      origin: request.origin,
      messages: messagesFor(locale.language),
    };
    // Issue 21: the page's first reads need no answer of the CMS redirect look-up, so they run
    // beside it, not after it (docs/decisions.md, "Cold pages in two round trips").
    if (direct.kind !== 'missing') startPageReads(context, path.localeSegment !== null);
    // Stale-if-error past the data cache: when the CMS cannot say whether the address moved, a
    // copy the page cache holds still answers (it was kept when the address had no redirect).
    const [cms, letterCase] = await Promise.all([
      beforeDeadline(cmsRedirectFor(content, path), request.deadline).then(
        (cmsRedirect) => ({ cmsRedirect, failure: null }),
        (failure: unknown) => ({ cmsRedirect: null, failure: failure ?? new Error('no answer') }),
      ),
      beforeDeadline(
        canonicalCase(content, path, {
          siteId: site.site.id,
          pathSlug: site.choice.pathSlug,
          language: locale.language,
        }),
        request.deadline,
      ).catch(() => null),
    ]);
    if (cms.failure !== null) {
      services.logger.warn('CMS redirect look-up failed, only a cached page may answer', {
        error: cms.failure instanceof Error ? cms.failure.message : String(cms.failure),
      });
    }
    const decision = decideRedirect({
      ...facts0,
      cmsRedirect: cms.cmsRedirect,
      routeRules,
      canonicalCase: letterCase,
    });
    if (decision.kind === 'redirect') return redirectOutcome(decision);

    if (visitor.choice.source === localeSources.path) {
      for (const cookie of localeCookies(site.site, visitor, facts)) {
        response.append('Set-Cookie', cookie);
      }
    }
    const routeServices: RouteServices = {
      protection: request.protection,
      signIn: services.signIn,
      logger: services.logger,
      isEditor: request.isEditor,
      search:
        services.search === undefined
          ? null
          : sameOriginSearch(services.search, services.mediaSources),
    };
    return {
      kind: 'page',
      personal:
        isPersonalPath(pathInSite) ||
        visitor.measurementChoice !== null ||
        modes.nextRelease ||
        modes.testing,
      key: pageCacheKey({
        siteId: site.site.id,
        localeCode: locale.urlCode,
        localePrefixed: path.localeSegment !== null,
        pathInSite,
        measurementSystem: visitor.measurementSystem,
        nextRelease: modes.nextRelease,
        testing: modes.testing,
        missingDirectPage: direct.kind === 'missing',
        query: facts.modeQuery,
      }),
      cacheMode,
      cacheOnly: cms.failure !== null,
      produce: () =>
        cms.failure !== null
          ? Promise.reject(cms.failure)
          : // Spec 8: "Page not found by id" is the 404 state, whatever the address around it.
            (direct.kind === 'missing'
              ? notFoundPage(context, services.logger)
              : routePage(context, path.localeSegment !== null, routeServices)
            ).then(
              (page) => withPublicOpenGraphImage(page, services.mediaSources, request.origin),
              (error: unknown) => {
                throw logged(services.logger, error);
              },
            ),
      errorPage: fallbackErrorPage,
    };
  } catch (error) {
    logged(services.logger, error);
    const styleGuide = styleGuideWithoutSite(path, facts, cacheMode);
    if (styleGuide !== null) return styleGuide;
    return {
      kind: 'page',
      key: null,
      personal: false,
      cacheOnly: false,
      cacheMode,
      produce: () => Promise.reject(error instanceof Error ? error : new Error(String(error))),
      errorPage: fallbackErrorPage,
    };
  }
}
