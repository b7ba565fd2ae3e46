import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { portalRoles } from '@kmx/domain/portal';
import { UpstreamError } from '@kmx/domain/errors';
import type { CallerVerifier, Logger, TicketAttachments } from '@kmx/domain/ports';
import { Router, type Request, type Response } from 'express';
import { privateAnswer } from '../http/cache-instructions';
import { attachmentFileName, inlineDisposition } from './attachment-file-name';
import { requireCaller, sendPrivateError, verifiedCaller } from './caller-check';
import { sendServiceFailure } from './portal-service-failure';
import { attachmentMaxBytes, detectionBytes, uploadKind, uploadMessages } from './upload-kind';
import { limitedBody, readHead, UploadTooLargeError } from './upload-stream';

const ticketAttachmentsPath = '/api/ticket-attachments';

const messages = {
  empty: 'The file is empty; please choose another one',
  name: 'Send the file name URI-encoded in the X-File-Name header',
  notFound: 'There is no such attachment',
} as const;

/** Refused before the whole body was read: the connection closes, so the rest is never read. */
function refuseUpload(response: Response, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.set('connection', 'close');
  sendPrivateError(response, status, message);
}

/** A refusal of the ticketing service that is the file's fault, with our message for it. */
function upstreamRefusal(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof UpstreamError)) return null;
  if (error.status === 413) return { status: 413, message: uploadMessages.size };
  if (error.status === 415) return { status: 415, message: uploadMessages.kind };
  return null;
}

/**
 * Attachments of tickets (spec portal 5), for callers with the ticketing role, their ID token
 * verified here. `POST /api/ticket-attachments` takes one file as the raw body (its name
 * URI-encoded in `X-File-Name`) and streams it on to the ticketing service: its kind is read from
 * its first bytes (`file-type`), images and videos only (415 otherwise), an empty body is 400, and
 * reading stops past 100 MB with 413; the upload to the service is aborted then, and when the
 * caller goes away midway, so it keeps nothing. Answers 201 `{ attachment }`, pending until a new
 * ticket or a comment names its id. `GET /api/ticket-attachments/{id}` streams the file back to
 * callers of its organisation (404 for anyone else) with its type, inline. Every answer is
 * `private, no-store`; no file is ever held whole in memory.
 */
export function ticketAttachmentsRouter(services: {
  readonly verifier: CallerVerifier;
  readonly ticketAttachments: TicketAttachments;
  readonly logger: Logger;
}): Router {
  const { verifier, ticketAttachments, logger } = services;
  const router = Router();
  const callerCheck = requireCaller(verifier, portalRoles.serviceTicketingActive);

  router.post(ticketAttachmentsPath, callerCheck, async (request, response) => {
    const caller = verifiedCaller(response);
    const name = attachmentFileName(request.header('x-file-name'));
    if (name === null) return refuseUpload(response, 400, messages.name);
    if (Number(request.header('content-length') ?? 0) > attachmentMaxBytes) {
      return refuseUpload(response, 413, uploadMessages.size);
    }
    let start;
    try {
      // Stopping early must not destroy the request: its connection still carries our answer.
      start = await readHead(request.iterator({ destroyOnReturn: false }), detectionBytes);
    } catch {
      response.destroy();
      return;
    }
    if (start.head.length === 0) return refuseUpload(response, 400, messages.empty);
    const kind = await uploadKind(start.head);
    if (!kind.ok) {
      await start.rest.return?.();
      return refuseUpload(response, 415, kind.message);
    }
    let tooLarge = false;
    const body = (async function* counted() {
      try {
        yield* limitedBody(start, attachmentMaxBytes);
      } catch (error) {
        // The caller went away (the request broke off) or sent too much: the upload to the
        // service breaks off with it, so the service keeps nothing.
        tooLarge = error instanceof UploadTooLargeError;
        throw error;
      }
    })();
    try {
      const attachment = await ticketAttachments.upload({
        callerToken: caller.idToken,
        name,
        mediaType: kind.mediaType,
        body,
      });
      response.status(201).set('cache-control', privateAnswer).json({ attachment });
    } catch (error) {
      if (tooLarge) return refuseUpload(response, 413, uploadMessages.size);
      if (!request.complete && request.destroyed) {
        response.destroy();
        return;
      }
      const refusal = upstreamRefusal(error);
      if (refusal !== null) return refuseUpload(response, refusal.status, refusal.message);
      response.set('connection', 'close');
      sendServiceFailure(response, logger, 'ticketing service', error);
    }
  });

  router.get(`${ticketAttachmentsPath}/:id`, callerCheck, async (request: Request, response) => {
    const caller = verifiedCaller(response);
    const id = String(request.params['id'] ?? '');
    let opened;
    try {
      opened = await ticketAttachments.open(caller.idToken, id);
    } catch (error) {
      sendServiceFailure(response, logger, 'ticketing service', error);
      return;
    }
    if (opened === null) {
      sendPrivateError(response, 404, messages.notFound);
      return;
    }
    const { attachment } = opened;
    response.status(200).set({
      'content-type': attachment.mediaType,
      'content-length': String(attachment.sizeBytes),
      'content-disposition': inlineDisposition(attachment.name),
      'cache-control': privateAnswer,
      // Only ever shown as a picture or a video, never run as a page.
      'content-security-policy': "default-src 'none'; sandbox",
    });
    try {
      await pipeline(Readable.from(opened.body), response);
    } catch (error) {
      // The caller went away, or the service broke off: the answer is cut off, never faked whole.
      logger.debug('ticket attachment not sent whole', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });

  return router;
}
