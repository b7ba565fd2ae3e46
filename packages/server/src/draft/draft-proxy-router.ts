import type { Clock, Logger } from '@kmx/domain/ports';
import { isLocaleCode } from '@kmx/domain/routing';
import { localeHeaders } from '@kmx/domain/translation';
import express, {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
} from 'express';
import type { Container } from 'inversify';
import { z } from 'zod';
import { sendJsonError } from '../api/json-answers';
import { tokens } from '../container/tokens';
import { publicOriginOf } from '../http/public-origin';
import { checkDraftAnswer } from './draft-answer';
import { draftQueries, draftQueryNamed } from './draft-queries';
import { editorAccessFor } from './EditorAccess';
import { isSameOrigin } from './same-origin';

export const draftProxyPath = '/api/draft-proxy';

/** A draft query with its variables is small; anything bigger is not one of ours. */
const bodyLimit = '16kb';

const requestBody = z.object({
  query: z.string().max(8_000),
  variables: z.record(z.string(), z.unknown()).optional(),
});

function header(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The languages of the locale header: `language` in the variables, English without one. */
function languageOf(variables: Readonly<Record<string, unknown>>): string {
  const { language } = variables;
  return typeof language === 'string' && isLocaleCode(language) ? language.slice(0, 2) : 'en';
}

/**
 * `POST /api/draft-proxy` (spec public-site 6, 7): the browser's only way to draft content. It
 * passes a query on to the content service when the request comes from one of our own pages, its
 * caller has editor access, the query is one of the server's draft queries (`draft-queries.ts`)
 * and the answer is not a protected page; each refusal is a 403. The upstream request is made
 * afresh: no cookie or other header of the browser's goes with it.
 */
export function draftProxyRouter(container: Container): Router {
  const config = container.get(tokens.Config);
  const { contentUrl } = container.get(tokens.Upstreams);
  const clock: Clock = container.get(tokens.Clock);
  const logger: Logger = container.get(tokens.Logger);
  const editorAccess = editorAccessFor(config);
  const router = Router();

  const fromOwnPage: RequestHandler = (request, response, next) => {
    const own = [publicOriginOf(config, request), `${request.protocol}://${request.host}`];
    const headers = {
      origin: header(request, 'origin'),
      secFetchSite: header(request, 'sec-fetch-site'),
    };
    if (isSameOrigin(headers, own)) next();
    else sendJsonError(response, 403, 'Draft content is served only to pages of this site');
  };

  const byEditor: RequestHandler = (request, response, next) => {
    if (editorAccess.allows(request.headers.cookie, clock.now())) next();
    else sendJsonError(response, 403, 'Draft content needs editor access');
  };

  router.post(
    draftProxyPath,
    fromOwnPage,
    byEditor,
    express.json({ limit: bodyLimit, type: () => true }),
    async (request, response) => {
      const body = requestBody.safeParse(request.body);
      if (!body.success) {
        sendJsonError(response, 400, 'Send JSON of the form {"query": "…", "variables": {…}}');
        return;
      }
      const name = draftQueryNamed(body.data.query);
      if (name === null) {
        sendJsonError(response, 403, 'Only the draft queries of this site are passed on');
        return;
      }
      const given = body.data.variables ?? {};
      // `language` picks the locale header; it is no variable of the query.
      const variables = draftQueries[name].variables.safeParse(
        Object.fromEntries(Object.entries(given).filter(([key]) => key !== 'language')),
      );
      if (!variables.success) {
        sendJsonError(response, 400, `The variables do not fit the query ${name}`);
        return;
      }

      let upstream: globalThis.Response;
      try {
        upstream = await fetch(contentUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...localeHeaders(languageOf(given)),
          },
          body: JSON.stringify({
            operationName: name,
            query: draftQueries[name].document,
            variables: variables.data,
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(config.upstreamTimeoutMs),
        });
      } catch (error) {
        logger.warn('draft proxy: content service unreachable', { error: String(error) });
        sendJsonError(response, 503, 'The content service is not available');
        return;
      }
      let answer: unknown = null;
      try {
        answer = upstream.ok ? await upstream.json() : null;
      } catch {
        answer = null;
      }
      const checked = checkDraftAnswer(name, answer);
      if (checked.kind === 'invalid') {
        logger.warn('draft proxy: unusable answer', { operation: name, status: upstream.status });
        sendJsonError(response, 502, 'The content service could not answer this query');
        return;
      }
      if (checked.kind === 'protected') {
        sendJsonError(response, 403, 'Protected pages cannot be previewed as drafts');
        return;
      }
      response.set('cache-control', 'no-store').json(checked.body);
    },
  );

  // A body that is too big or not JSON is the caller's error: a 4xx in JSON, like every refusal.
  const bodyErrors: ErrorRequestHandler = (error: unknown, _request, response, next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number' || status < 400 || status >= 500) {
      next(error);
      return;
    }
    sendJsonError(
      response,
      status,
      status === 413
        ? `The request body is limited to ${bodyLimit}`
        : 'The request body is not JSON',
    );
  };
  router.use(draftProxyPath, bodyErrors);
  router.all(draftProxyPath, (_request, response) => {
    response.set('allow', 'POST');
    sendJsonError(response, 405, 'Send draft queries with POST');
  });

  return router;
}
