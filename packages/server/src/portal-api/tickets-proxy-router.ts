import { portalRoles } from '@kmx/domain/portal';
import { requestLogLine } from '@kmx/domain/policies';
import type { CallerVerifier, Logger } from '@kmx/domain/ports';
import express, { Router } from 'express';
import { jsonBodyErrors } from '../api/json-body-errors';
import type { TicketDeskFor } from '../container/tokens';
import { privateAnswer } from '../http/cache-instructions';
import { requireCaller, sendPrivateError, verifiedCaller } from './caller-check';
import { sendServiceFailure } from './portal-service-failure';
import { checkTicketCall } from './ticket-operations';

const ticketsProxyPath = '/api/tickets-proxy';
/** A ticket call is a few fields and a description; files go to /api/ticket-attachments. */
const maxBodySize = '32kb';

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
        sendServiceFailure(response, logger, 'ticketing service', error);
        return;
      }
      response.set('cache-control', privateAnswer).json({ data });
    },
  );

  router.all(ticketsProxyPath, (_request, response) => {
    response.set('allow', 'POST');
    sendPrivateError(response, 405, 'Use POST with a JSON body');
  });

  router.use(ticketsProxyPath, jsonBodyErrors(maxBodySize, sendPrivateError));

  return router;
}
