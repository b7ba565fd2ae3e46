import { portalRoles } from '@kmx/domain/portal';
import { requestLogLine } from '@kmx/domain/policies';
import type { CallerVerifier, Logger } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import express, { Router, type ErrorRequestHandler } from 'express';
import type { TicketDeskFor } from '../container/tokens';
import { privateAnswer } from '../http/cache-instructions';
import { requireCaller, sendPrivateError, verifiedCaller } from './caller-check';
import { checkTicketCall } from './ticket-operations';

const ticketsProxyPath = '/api/tickets-proxy';
/** A ticket call is a few fields and a description; files go to /api/ticket-attachments. */
const maxBodySize = '32kb';

/** Body-parser errors carry a status and a type; only these are the client's fault. */
const bodyErrors: Readonly<Record<string, { status: number; message: string }>> = {
  'entity.parse.failed': { status: 400, message: 'The body is not valid JSON' },
  'entity.too.large': { status: 413, message: `The body must be at most ${maxBodySize}` },
  'encoding.unsupported': { status: 415, message: 'The body must be JSON in UTF-8' },
  'charset.unsupported': { status: 415, message: 'The body must be JSON in UTF-8' },
};

/** No answer in time is 504; any other failure of the ticketing service 502. */
function isTimeout(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    error.status === null &&
    error.cause instanceof Error &&
    error.cause.name === 'TimeoutError'
  );
}

/**
 * `POST /api/tickets-proxy` with `{ "operationName": "…", "variables": { … } }`: the same-origin
 * tickets proxy of portal spec 7. The caller's ID token is verified here (`requireCaller`) and
 * needs the ticketing role; the call goes to the ticketing service with that verified token, so
 * the service sees only the caller's organisation. Only the portal's own operations pass
 * (`ticketOperations`). Answers `{ data }`; `{ error }` with 400 (unknown operation, bad
 * variables, not JSON), 401, 403, 413, 415, and 502/504 when the ticketing service fails or does
 * not answer in time. Logs the operation and the first 50 characters of its variables, never a
 * token.
 */
export function ticketsProxyRouter(services: {
  readonly verifier: CallerVerifier;
  readonly ticketDesk: TicketDeskFor;
  readonly logger: Logger;
}): Router {
  const { verifier, ticketDesk, logger } = services;
  const router = Router();
  const json = express.json({ limit: maxBodySize, type: 'application/json', strict: false });

  router.post(
    ticketsProxyPath,
    requireCaller(verifier, portalRoles.serviceTicketingActive),
    (request, response, next) => {
      if (request.is('application/json')) next();
      else
        sendPrivateError(response, 415, 'The body must be JSON (content-type: application/json)');
    },
    json,
    async (request, response) => {
      const check = checkTicketCall(request.body);
      if (!check.ok) {
        sendPrivateError(response, 400, check.error);
        return;
      }
      const { call } = check;
      logger.info('tickets proxy', { request: requestLogLine(call.operationName, call.variables) });
      const caller = verifiedCaller(response);
      let data: Readonly<Record<string, unknown>>;
      try {
        data = await call.run(ticketDesk(() => caller.idToken));
      } catch (error) {
        const timeout = isTimeout(error);
        logger.warn('ticketing service failed', {
          operation: call.operationName,
          error: error instanceof Error ? error.message : String(error),
        });
        sendPrivateError(
          response,
          timeout ? 504 : 502,
          timeout
            ? 'The ticketing service did not answer in time'
            : 'The ticketing service is not available',
        );
        return;
      }
      response.set('cache-control', privateAnswer).json({ data });
    },
  );

  router.all(ticketsProxyPath, (_request, response) => {
    response.set('allow', 'POST');
    sendPrivateError(response, 405, 'Use POST with a JSON body');
  });

  const onBodyError: ErrorRequestHandler = (error: unknown, _request, response, next) => {
    const type = (error as { type?: unknown }).type;
    const known = typeof type === 'string' ? bodyErrors[type] : undefined;
    if (known === undefined) {
      next(error);
      return;
    }
    sendPrivateError(response, known.status, known.message);
  };
  router.use(ticketsProxyPath, onBodyError);

  return router;
}
