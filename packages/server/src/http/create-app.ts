import compression from 'compression';
import express, {
  Router,
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { silentCallbackPath } from '@kmx/portal-auth';
import { comparisonRouter } from '../api/comparison-router';
import { countriesRouter } from '../api/countries-router';
import { newsFeedRouter } from '../api/news-feed-router';
import { searchProxyRouter } from '../api/search-proxy-router';
import { siteNavigationRouter } from '../api/site-navigation-router';
import { buildsRouter } from '../builds/builds-router';
import { cachePurgeRouter } from '../cache-purge/cache-purge-router';
import { dropPurged } from '../cache-purge/local-purge';
import { publishPurge } from '../cache-purge/publish-purge';
import { EditorSignInLimit } from '../editor-area/EditorSignInLimit';
import { sharedLimiter } from '../cluster/shared-limiter';
import type { AppServices } from '../container/app-services';
import {
  answerPage,
  answerPayload,
  isPayloadRequest,
  type PageHandlerServices,
} from '../pipeline/page-handlers';
import { cachedPageShortcut } from '../pipeline/cached-page-shortcut';
import { PageKeyMemo } from '../pipeline/PageKeyMemo';
import { pageCachePolicy } from '../render/page-cache-policy';
import { draftProxyRouter } from '../draft/draft-proxy-router';
import { editorAreaFor } from '../editor-area/editor-area-for';
import { editorAreaRouter } from '../editor-area/editor-area-router';
import { editorCallsRouter } from '../editor-area/editor-calls-router';
import { protectionRouter } from '../protection/protection-router';
import { protectedMediaAccess } from '../protection/protected-media-access';
import { assetsPrefix } from '../render/client-assets';
import { robotsRouter } from '../seo/robots-router';
import { sitemapRouter } from '../seo/sitemap-router';
import { neverDraining, type DrainState } from './ConnectionDrain';
import { faviconSvg } from './favicon';
import { mediaProxy, mediaSources } from './media-proxy';
import { servePlaceholderImage } from './placeholder-image';
import { identityBasePath, type SignInMount } from '../sign-in/SignInMount';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { privateAnswer } from './cache-instructions';
import { answersErrorsAsJson, clientErrorMessage, unknownEndpoint } from './error-answers';
import { noSniff } from './no-sniff';
import { staticAssets } from './static-assets';
import { sendJsonError } from '../api/json-answers';
import { ticketsProxyRouter } from '../portal-api/tickets-proxy-router';
import { ticketAttachmentsRouter } from '../portal-api/ticket-attachments-router';
import { inventoryRouter } from '../portal-api/inventory-router';
import { wireFlowRouter } from '../portal-api/wire-flow-router';
import { sendStarting, serverHealth, type RedisHealth } from './server-health';
import { openidmMount } from '../identity-management/openidm-mount';
import { formsRouter } from '../forms/forms-router';
import { formsInboxMount } from '../forms/forms-inbox-mount';
import { healthDetails } from '../forms/health-details';
import { whitepaperDownloadRouter } from '../forms/whitepaper-download-router';

/** Where the endpoints answer reads; every other GET is a page's (spec 2.4). */
const endpointReadPaths = ['/api/', '/builds/', '/robots.txt', '/sitemap'];

function isPageRead(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !endpointReadPaths.some((prefix) => request.path.startsWith(prefix))
  );
}

/** Wrong purge secrets per address: ten in a quarter of an hour, as wrong editor passwords. */
const wrongPurgeSecretLimit = { points: 10, duration: 15 * 60 } as const;

/** Request signatures remembered: a few per page (languages, cookie sets) for thousands of pages. */
const pageKeyMemoEntries = 10_000;

const silentCallbackHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body></body></html>';

/**
 * Compression for requests that accept it. A request without `Accept-Encoding` gets identity in
 * any case, so it skips the middleware's per-response bookkeeping (a measurable part of a cached
 * page); it still hears that answers vary by encoding.
 */
function compressedWhenAccepted(compress: RequestHandler): RequestHandler {
  return (request, response, next) => {
    if (request.headers['accept-encoding'] !== undefined) {
      compress(request, response, next);
      return;
    }
    response.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/**
 * The HTTP application over the services the composition root resolved; each router gets exactly
 * the ports it uses.
 */
export function createApp(
  services: AppServices,
  signIn: SignInMount,
  lifecycle: DrainState = neverDraining,
): Express {
  const { config, logger, assets, clock, content, catalogue } = services;
  const media = mediaSources(services.upstreams.contentUrl, services.upstreams.catalogueUrl);
  const pages: PageHandlerServices = {
    config,
    content,
    collections: services.collections,
    catalogue,
    dataCache: services.dataCache,
    logger,
    signIn,
    pageAccess: services.pageAccess,
    editorAccess: services.editorAccess,
    clock,
    responder: services.responder,
    pageKeys: new PageKeyMemo({
      maxEntries: pageKeyMemoEntries,
      lifetimeMs: pageCachePolicy.lifetimeMs,
      now: () => clock.now(),
    }),
    mediaSources: media,
    search: services.search,
    purgeBus: services.purgeBus,
  };

  // Purge on publish: every purge this instance hears drops its pages and their data.
  services.purgeBus.subscribe((purge) =>
    dropPurged(purge, {
      pages: services.responder,
      data: services.dataCache,
      pageKeys: pages.pageKeys,
    }),
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  app.use(noSniff);
  app.use(compressedWhenAccepted(compression()));
  // A page already answered and still fresh in the page cache is sent before anything else runs;
  // without a page cache (`PAGE_CACHE=off`) there is nothing to send from.
  if (config.pageCache) app.use(cachedPageShortcut(pages));

  // While the server starts or drains, a load balancer hears it and sends elsewhere.
  app.get('/healthz', async (_request, response) => {
    const redis: RedisHealth = services.sharedCache?.connection.state() ?? 'off';
    const details = { ...(await healthDetails(services.formsOutbox)), redis };
    // Read after the details: a drain that began meanwhile is what the answer must say.
    const health = serverHealth({ draining: lifecycle.draining, signInReady: signIn.ready });
    response
      .status(health.status)
      .type('application/json')
      .set('cache-control', 'no-store')
      .send({ status: health.state, details });
  });

  app.use(
    assetsPrefix.slice(0, -1),
    staticAssets({
      directory: `${assets.directory}${assetsPrefix.slice(1)}`,
      serveSourceMaps: config.serveSourceMaps,
    }),
  );

  app.get(['/favicon.svg', '/favicon.ico'], (_request, response) => {
    response.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(faviconSvg);
  });

  servePlaceholderImage(app);
  // The content's files that only protected pages offer need the same access as those pages.
  const contentFiles = protectedMediaAccess(services.protectedFiles, services.pageAccess);
  for (const source of pages.mediaSources) {
    const access = source.localPath === media[0]?.localPath ? contentFiles : undefined;
    app.get(
      `${source.localPath}{*path}`,
      mediaProxy(source, pages.config.upstreamTimeoutMs, access),
    );
  }

  // The embedded identity provider answers under /am with its own pages and headers.
  app.use((request, response, next) => {
    if (!request.path.startsWith(`${identityBasePath}/`)) {
      next();
      return;
    }
    const identity = signIn.identityHandler();
    if (identity !== undefined) identity(request, response);
    // Until the embedded provider is mounted its addresses are not pages to look up.
    else if (!signIn.ready) sendStarting(response);
    else next();
  });

  app.use(securityHeaders);

  // --- forms inbox (issue 19): the embedded sandbox's, for developers and e2e ---
  if (services.upstreams.formsInboxUrl !== undefined) {
    app.use(formsInboxMount(services.upstreams.formsInboxUrl, config.upstreamTimeoutMs));
  }
  // --- end forms inbox ---

  // The identity-management service under /openidm (embedded, or IDM_URL's), the caller checked.
  app.use(
    openidmMount({
      signIn,
      idmUrl: config.idmUrl,
      timeoutMs: config.upstreamTimeoutMs,
      logger,
    }),
  );

  // Where the silent renewal frame lands; the sign-in client reads the frame's address.
  app.get(silentCallbackPath, (_request, response) => {
    response.set('cache-control', privateAnswer).type('text/html').send(silentCallbackHtml);
  });

  // --- endpoints (sitemap, robots, builds, site navigation, draft proxy) ---
  const endpoints = Router();
  endpoints.use(robotsRouter({ config }));
  endpoints.use(sitemapRouter({ config, content, clock, logger }));
  endpoints.use(buildsRouter({ assets }));
  endpoints.use(siteNavigationRouter({ content, logger }));
  endpoints.use(countriesRouter({ content, logger }));
  endpoints.use(
    draftProxyRouter({
      drafts: services.drafts,
      editorAccess: services.editorAccess,
      clock,
      logger,
      config,
    }),
  );
  // --- end endpoints ---

  // --- search ---
  endpoints.use(searchProxyRouter({ search: services.search, content, logger }));
  // --- end search ---

  // --- news feed ---
  endpoints.use(newsFeedRouter({ content, mediaSources: media, logger }));
  // --- end news feed ---

  // --- comparison ---
  endpoints.use(comparisonRouter({ content, catalogue, mediaSources: media, logger }));
  // --- end comparison ---

  // --- cache purge on publish (issue 21) ---
  endpoints.use(
    cachePurgeRouter({
      secret: services.purgeSecret,
      limit: new EditorSignInLimit(sharedLimiter('cache-purge-secrets', wrongPurgeSecretLimit)),
      publish: (purge) => publishPurge(purge, { bus: services.purgeBus, content }),
      logger,
    }),
  );
  // --- end cache purge on publish ---

  // --- editor area sign-in (issue 18) ---
  endpoints.use(editorAreaRouter(editorAreaFor(config, services.editorAccess, clock, logger)));
  // --- end editor area sign-in ---

  // --- editor calls (issue 18): navigation by stage, translation state, start and reset ---
  endpoints.use(
    editorCallsRouter({
      editorAccess: services.editorAccess,
      clock,
      content,
      pages: services.editorPages,
      translations: services.translations,
      logger,
      config,
    }),
  );
  // --- end editor calls ---

  // --- visitors' forms (issue 19): before the password gate, whose form parser takes any post ---
  endpoints.use(
    formsRouter({
      outbox: services.formsOutbox,
      keys: services.formKeys,
      limiter: services.formsLimiter,
      responder: services.responder,
      clock,
      logger,
      config,
    }),
  );
  endpoints.use(
    whitepaperDownloadRouter({
      links: services.formKeys.whitepaperLinks,
      whitepapers: services.whitepapers,
      clock,
      logger,
    }),
  );
  // --- end visitors' forms ---

  // --- protection (password gate form posts) ---
  endpoints.use(
    protectionRouter({
      pageAccess: services.pageAccess,
      config,
      content,
      passwordAttempts: services.passwordAttempts,
      logger,
    }),
  );
  // --- end protection ---

  // --- tickets proxy (portal) ---
  endpoints.use(
    ticketsProxyRouter({
      verifier: services.callerVerifier,
      ticketDesk: services.ticketDesk,
      logger,
    }),
  );
  // --- end tickets proxy ---

  // --- ticket attachments (portal): raw bodies streamed through, no body parser before ---
  endpoints.use(
    ticketAttachmentsRouter({
      verifier: services.callerVerifier,
      ticketAttachments: services.ticketAttachments,
      logger,
    }),
  );
  // --- end ticket attachments ---

  // --- inventory and wire-flow downloads (portal) ---
  endpoints.use(
    inventoryRouter({
      verifier: services.callerVerifier,
      inventory: services.inventory,
      logger,
    }),
  );
  endpoints.use(
    wireFlowRouter({
      verifier: services.callerVerifier,
      downloads: services.wireFlowDownloads,
      links: services.downloadLinks,
      logger,
    }),
  );
  // --- end inventory and wire-flow downloads ---

  // A page request (a GET outside the endpoints' paths) goes straight to the pages: walking ten
  // routers that cannot match was a tenth of a freshly rendered page's time.
  app.use((request, response, next) => {
    if (isPageRead(request)) next();
    else endpoints(request, response, next);
  });
  // An `/api/…` address no endpoint took is a JSON 404, not a page (nor Express's HTML).
  app.all('/api/{*path}', unknownEndpoint);

  // Every page, and its payload for client navigation: the request pipeline of spec 2.4.
  app.get('/{*path}', async (request: Request, response: Response) => {
    if (isPayloadRequest(request.path)) await answerPayload(pages, request, response);
    else await answerPage(pages, request, response);
  });

  // A post or other sending request no route took (Express would answer with an HTML page).
  app.use((request, response, next) => {
    if (request.method === 'OPTIONS') next();
    else sendJsonError(response, 404, clientErrorMessage(404, null));
  });

  const onError: ErrorRequestHandler = (error: unknown, request, response, _next) => {
    const status = (error as { status?: unknown }).status;
    const json = answersErrorsAsJson(request);
    // Client errors (a malformed address, a missing asset, a body too large, broken or not
    // decompressible) are the visitor's, not ours: no 500, and JSON where an endpoint or a post
    // was asked.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (response.headersSent) return;
      if (json) sendJsonError(response, status, clientErrorMessage(status, error));
      else {
        response
          .status(status)
          .type('text/plain')
          .send(status === 404 ? 'Not found' : 'Bad request');
      }
      return;
    }
    // The logger writes an error's message and stack, and never a secret it carries.
    logger.error('request failed', { error });
    if (response.headersSent) return;
    if (json) sendJsonError(response, 500, 'Sorry, something went wrong');
    else response.status(500).type('text/plain').send('Sorry, something went wrong');
  };
  app.use(onError);
  return app;
}
