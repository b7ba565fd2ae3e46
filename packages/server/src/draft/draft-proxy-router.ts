import { UpstreamError } from '@kmx/domain/errors';
import type { Clock, DraftAnswer, DraftSource, Logger } from '@kmx/domain/ports';
import { isLocaleCode } from '@kmx/domain/routing';
import express, {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
} from 'express';
import { z } from 'zod';
import { sendJsonError } from '../api/json-answers';
import type { Config } from '../config/config';
import { privateAnswer } from '../http/cache-instructions';
import { publicOriginOf } from '../http/public-origin';
import { sanitisedDraftData } from './draft-answer-markup';
import type { EditorAccessCheck } from './EditorAccessCheck';
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

/** What the draft proxy uses: the drafts, the editor check, the time and the public origin. */
export interface DraftProxyServices {
  readonly drafts: DraftSource;
  readonly editorAccess: EditorAccessCheck;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly config: Pick<Config, 'publicOrigin'>;
}

/**
 * `POST /api/draft-proxy` (spec public-site 6, 7): the browser's only way to draft content. It
 * passes a query on to the content service when the request comes from one of our own pages, its
 * caller has editor access, the query is one of the draft source's own queries and the answer is
 * not a protected page; each refusal is a 403. The draft source makes the upstream request
 * afresh: no cookie or other header of the browser's goes with it.
 */
export function draftProxyRouter(services: DraftProxyServices): Router {
  const { drafts, editorAccess, clock, logger, config } = services;
  const router = Router();

  const fromOwnPage: RequestHandler = (request, response, next) => {
    // Only the configured public origin: the request's own Host is chosen by its sender, so an
    // Origin that merely repeats it proves nothing.
    const own = [publicOriginOf(config, request)];
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
      const given = body.data.variables ?? {};
      let answer: DraftAnswer;
      try {
        answer = await drafts.answer({
          query: body.data.query,
          // `language` picks the locale header; it is no variable of the query.
          variables: Object.fromEntries(
            Object.entries(given).filter(([key]) => key !== 'language'),
          ),
          language: languageOf(given),
        });
      } catch (error) {
        const unreachable = error instanceof UpstreamError && error.status === null;
        logger.warn(
          unreachable ? 'draft proxy: content service unreachable' : 'draft proxy: unusable answer',
          { error },
        );
        if (unreachable) sendJsonError(response, 503, 'The content service is not available');
        else sendJsonError(response, 502, 'The content service could not answer this query');
        return;
      }
      switch (answer.kind) {
        case 'unknown-query':
          sendJsonError(response, 403, 'Only the draft queries of this site are passed on');
          return;
        case 'unfit-variables':
          sendJsonError(response, 400, `The variables do not fit the query ${answer.query}`);
          return;
        case 'protected':
          sendJsonError(response, 403, 'Protected pages cannot be previewed as drafts');
          return;
        case 'answered':
          // Unpublished content for an editor: no cache on the way may keep or share it. Its
          // markup is sanitised here, once, as a published page's is on the server.
          response
            .set('cache-control', privateAnswer)
            .json({ data: sanitisedDraftData(answer.data) });
          return;
        default:
          answer satisfies never;
      }
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
