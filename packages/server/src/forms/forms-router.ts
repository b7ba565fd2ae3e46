import { randomUUID } from 'node:crypto';
import {
  filledTooFast,
  formKinds,
  validateSubmission,
  type FormKind,
  type FormSubmission,
  type SubmissionFields,
} from '@kmx/domain/forms';
import type { Clock, Logger, SubmissionOutbox } from '@kmx/domain/ports';
import express, {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config/config';
import { isSameOrigin } from '../draft/same-origin';
import { publicOriginOf } from '../http/public-origin';
import type { PageResponder } from '../render/PageResponder';
import type { FormKeys } from './form-keys';
import { sendFormOutcome, type FormOutcome } from './form-outcome-page';
import { readFormPost, typedValues, type FormPost } from './form-post';
import { refusalStatus, refusalText, type FormRefusal } from './form-refusals';
import { whitepaperDownloadPath } from './whitepaper-download-router';

const formsPath = '/api/forms';

/** A form's fields with a long message fit easily; anything bigger is not one of ours. */
const formBodyLimit = '16kb';

/** What the forms' posts use. */
export interface FormsRouterServices {
  readonly outbox: Pick<SubmissionOutbox, 'accept'>;
  readonly keys: FormKeys;
  /** Posts per visitor address (rate-limiter-flexible): 10 in 10 minutes by default. */
  readonly limiter: RateLimiterAbstract;
  readonly responder: PageResponder;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly config: Pick<Config, 'publicOrigin'>;
  /** The submission's id; random UUIDs unless a test names them. */
  readonly newId?: () => string;
}

const isFormKind = (value: string): value is FormKind =>
  (formKinds as readonly string[]).includes(value);

function header(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** A real `<form>` without the script posts form-encoded and is answered with a page. */
function wantsPage(request: Request): boolean {
  return request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

const jsonBody = express.json({ limit: formBodyLimit, type: 'application/json' });
const formBody = express.urlencoded({
  extended: false,
  limit: formBodyLimit,
  parameterLimit: 50,
});

/**
 * `POST /api/forms/{contact|licence-request|whitepaper}` (issue 19; docs/forms.md): checks in
 * this order (same origin 403, rate limit 429, body 413/400, honeypot and fill time 422, fields
 * 400), then stores the submission in the outbox and only then says it was sent (202, or the
 * outcome page). The log names the form and the submission's id, never a field's value.
 */
export function formsRouter(services: FormsRouterServices): Router {
  const { outbox, keys, limiter, responder, clock, logger, config } = services;
  const newId = services.newId ?? randomUUID;
  const router = Router();

  router.get(`${formsPath}/started`, (_request, response) => {
    response
      .set('cache-control', 'no-store')
      .json({ formStarted: keys.startTokens.issue(clock.now()) });
  });

  /** Answers a refusal as JSON or as the outcome page, in the post's language when it was read. */
  const refuse = async (
    request: Request,
    response: Response,
    form: FormKind,
    refusal: FormRefusal,
    post: FormPost | null,
  ) => {
    const status = refusalStatus[refusal];
    if (!wantsPage(request)) {
      response
        .status(status)
        .set('cache-control', 'no-store')
        .json({ error: refusalText(refusal, 'en') });
      return;
    }
    const language = post?.language ?? 'en';
    await sendFormOutcome(
      responder,
      response,
      {
        form,
        language,
        outcome: 'refused',
        values: post === null ? {} : typedValues(post),
        errors: {},
        message: refusalText(refusal, language),
        returnTo: post?.page ?? `/${language}`,
        downloadUrl: null,
        formStarted: keys.startTokens.issue(clock.now()),
      },
      status,
    );
  };

  const knownForm: RequestHandler = (request, response, next) => {
    const form = String(request.params['form']);
    if (isFormKind(form)) {
      response.locals['form'] = form;
      next();
    } else {
      response
        .status(404)
        .set('cache-control', 'no-store')
        .json({ error: 'There is no such form' });
    }
  };
  const formOf = (response: Response): FormKind => response.locals['form'] as FormKind;

  const fromOwnPage: RequestHandler = (request, response, next) => {
    // Only the configured public origin: the request's own Host is chosen by its sender.
    const headers = {
      origin: header(request, 'origin'),
      secFetchSite: header(request, 'sec-fetch-site'),
    };
    if (isSameOrigin(headers, [publicOriginOf(config, request)])) next();
    else void refuse(request, response, formOf(response), 'cross-origin', null).catch(next);
  };

  const withinLimit: RequestHandler = (request, response, next) => {
    // `request.ip` is the visitor's address as the trusted proxies (TRUST_PROXY) forward it.
    limiter.consume(request.ip ?? 'unknown').then(
      () => next(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) {
          next(refusal);
          return;
        }
        logger.warn('forms: too many posts from one address', { form: formOf(response) });
        response.set('retry-after', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
        void refuse(request, response, formOf(response), 'too-many', null).catch(next);
      },
    );
  };

  const readBody: RequestHandler = (request, response, next) => {
    if (request.is('application/json') === 'application/json') jsonBody(request, response, next);
    else if (wantsPage(request)) formBody(request, response, next);
    else
      response
        .status(415)
        .set('cache-control', 'no-store')
        .json({ error: 'Send the form as application/json or application/x-www-form-urlencoded' });
  };

  const take = async (request: Request, response: Response) => {
    const form = formOf(response);
    const post = readFormPost(form, request.body);
    if (post === null) {
      await refuse(request, response, form, 'malformed', null);
      return;
    }
    const now = clock.now();
    if (post.honeypot.trim() !== '') {
      logger.warn('forms: honeypot filled', { form });
      await refuse(request, response, form, 'honeypot', post);
      return;
    }
    const startedAt =
      post.formStarted === null ? null : keys.startTokens.startedAt(post.formStarted);
    if (startedAt === null || filledTooFast(startedAt, now)) {
      logger.info('forms: sent too fast or without a start', { form });
      await refuse(request, response, form, 'too-fast', post);
      return;
    }
    const check = validateSubmission(form, post.input);
    const errors: Record<string, string> = check.ok
      ? {}
      : Object.fromEntries(check.problems.map(({ field, message }) => [field, message]));
    if (form === 'whitepaper' && post.whitepaperId === null) {
      errors['whitepaper'] = 'Please choose a whitepaper';
    }
    if (!check.ok || Object.keys(errors).length > 0) {
      await answerInvalid(request, response, form, post, errors);
      return;
    }
    const fields: SubmissionFields = {
      ...check.value,
      ...(post.whitepaperId !== null && { whitepaper: post.whitepaperId }),
    };
    const submission: FormSubmission = {
      id: newId(),
      form,
      fields,
      language: post.language,
      page: post.page,
      receivedAt: new Date(now).toISOString(),
    };
    try {
      await outbox.accept(submission);
    } catch (error) {
      logger.error('forms: a submission could not be stored', {
        form,
        id: submission.id,
        error: error instanceof Error ? error.message : String(error),
      });
      await refuse(request, response, form, 'unavailable', post);
      return;
    }
    logger.info('forms: submission accepted', { form, id: submission.id });
    const downloadUrl =
      post.whitepaperId === null
        ? null
        : `${whitepaperDownloadPath}/${keys.whitepaperLinks.issue(post.whitepaperId, now)}`;
    if (!wantsPage(request)) {
      response
        .status(202)
        .set('cache-control', 'no-store')
        .json({ id: submission.id, ...(downloadUrl !== null && { downloadUrl }) });
      return;
    }
    await sendFormOutcome(
      responder,
      response,
      outcomeOf(post, form, {
        outcome: 'sent',
        values: {},
        downloadUrl,
        formStarted: keys.startTokens.issue(now),
      }),
      200,
    );
  };

  const answerInvalid = async (
    request: Request,
    response: Response,
    form: FormKind,
    post: FormPost,
    errors: Record<string, string>,
  ) => {
    if (!wantsPage(request)) {
      response
        .status(400)
        .set('cache-control', 'no-store')
        .json({ error: refusalText('invalid', 'en'), fields: errors });
      return;
    }
    await sendFormOutcome(
      responder,
      response,
      outcomeOf(post, form, {
        outcome: 'invalid',
        values: typedValues(post),
        errors,
        message: refusalText('invalid', post.language),
        formStarted: keys.startTokens.issue(clock.now()),
      }),
      400,
    );
  };

  router.post(
    `${formsPath}/:form`,
    knownForm,
    fromOwnPage,
    withinLimit,
    readBody,
    (request, response, next) => {
      take(request, response).catch(next);
    },
  );

  // A body too big or not parseable is the sender's error: 413/400, as JSON or the outcome page.
  const bodyErrors: ErrorRequestHandler = (error: unknown, request, response, next) => {
    const status = (error as { status?: unknown }).status;
    const form = response.locals['form'] as FormKind | undefined;
    if (typeof status !== 'number' || status < 400 || status >= 500 || form === undefined) {
      next(error);
      return;
    }
    void refuse(request, response, form, status === 413 ? 'too-large' : 'malformed', null).catch(
      next,
    );
  };
  router.use(`${formsPath}/:form`, bodyErrors);
  return router;
}

function outcomeOf(
  post: FormPost,
  form: FormKind,
  outcome: Pick<FormOutcome, 'outcome' | 'values' | 'formStarted'> &
    Partial<Pick<FormOutcome, 'errors' | 'message' | 'downloadUrl'>>,
): FormOutcome {
  return {
    form,
    language: post.language,
    returnTo: post.page ?? `/${post.language}`,
    errors: {},
    message: null,
    downloadUrl: null,
    ...outcome,
  };
}
