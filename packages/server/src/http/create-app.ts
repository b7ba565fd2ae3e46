import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type Response,
} from 'express';
import type { Container } from 'inversify';
import { cacheQueryAction, defaultLanguage } from '@kmx/domain';
import { silentCallbackPath } from '@kmx/portal-auth';
import { tokens } from '../container/tokens';
import { loadPageView, notFoundPage } from '../pages/load-page-view';
import { assetsPrefix } from '../render/client-assets';
import { renderPage } from '../render/render-page';
import { faviconSvg } from './favicon';
import { signInPageView } from '../sign-in/sign-in-page-view';
import { identityBasePath, type SignInMount } from '../sign-in/SignInMount';
import { queryValues } from './query-values';
import { requestLog } from './request-log';
import { cspNonce, nonceOf, securityHeaders } from './security-headers';

const silentCallbackHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head><body></body></html>';

function splitLocale(path: string): { language: string; rest: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (match === null || match[1] === undefined) return null;
  return { language: match[1], rest: match[2] ?? '/' };
}

export function createApp(container: Container, signIn: SignInMount): Express {
  const logger = container.get(tokens.Logger);
  const assets = container.get(tokens.ClientAssets);
  const cachedContent = container.get(tokens.ContentSource);
  const dataCache = container.get(tokens.DataCache);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLog(logger));
  app.use(compression());

  app.get('/healthz', (_request, response) => {
    response.type('application/json').set('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.use(
    assetsPrefix.slice(0, -1),
    express.static(`${assets.directory}${assetsPrefix.slice(1)}`, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );

  app.get(['/favicon.svg', '/favicon.ico'], (_request, response) => {
    response.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(faviconSvg);
  });

  // The embedded identity provider answers under /am with its own pages and headers.
  app.use((request, response, next) => {
    const identity = request.path.startsWith(`${identityBasePath}/`)
      ? signIn.identityHandler()
      : undefined;
    if (identity === undefined) next();
    else identity(request, response);
  });

  app.use(cspNonce, securityHeaders);

  // Where the silent renewal frame lands; the sign-in client reads the frame's address.
  app.get(silentCallbackPath, (_request, response) => {
    response.set('cache-control', 'no-store').type('text/html').send(silentCallbackHtml);
  });

  // --- endpoints (sitemap, robots, builds, site navigation, draft proxy) ---
  // --- end endpoints ---

  // --- protection (password gate form posts) ---
  // --- end protection ---

  app.get('/', (_request, response) => {
    response.redirect(302, `/${defaultLanguage}`);
  });

  app.get('/{*path}', async (request: Request, response: Response) => {
    // `cache=false` bypasses the data cache; `cache=clear` empties it once, then reads fill it (spec 9).
    const mode = cacheQueryAction(queryValues(request, 'cache'));
    if (mode === 'clear') await dataCache.clear();
    const content = cachedContent.withContext({
      mode: mode === 'clear' ? 'use' : mode,
      nextRelease: false,
      stage: 'PUBLISHED',
    });
    const languages = (await content.systemData()).languages.map(
      (language) => language.languageCode,
    );
    const locale = splitLocale(request.path);
    const known = locale !== null && languages.includes(locale.language);
    const signInPage = known ? signInPageView(locale.language, locale.rest, signIn) : null;
    const loaded = !known
      ? notFoundPage(defaultLanguage, request.path)
      : (signInPage ??
        (await loadPageView(content, {
          language: locale.language,
          path: locale.rest,
          requestedPath: request.path,
        })));
    renderPage(response, { ...loaded, nonce: nonceOf(response) }, assets, logger);
  });

  const onError: ErrorRequestHandler = (error: unknown, _request, response, _next) => {
    const status = (error as { status?: unknown }).status;
    // Client errors (a malformed address, a missing asset) are the visitor's, not ours: no 500.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      response
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    logger.error('request failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    if (response.headersSent) return;
    response.status(500).type('text/plain').send('Sorry, something went wrong');
  };
  app.use(onError);
  return app;
}
