import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock, Logger, WhitepaperFile, WhitepaperFiles } from '@kmx/domain/ports';
import { Router, type Response } from 'express';
import { attachmentDisposition } from '../portal-api/attachment-disposition';
import type { WhitepaperLinks } from './WhitepaperLinks';

export const whitepaperDownloadPath = '/api/forms/whitepaper/download';

export interface WhitepaperDownloadServices {
  readonly links: WhitepaperLinks;
  readonly whitepapers: WhitepaperFiles;
  readonly clock: Clock;
  readonly logger: Logger;
}

function sendError(response: Response, status: number, message: string): void {
  response.status(status).set('cache-control', 'no-store').json({ error: message });
}

/**
 * `GET /api/forms/whitepaper/download/{token}`: the token a sent whitepaper form answered with
 * streams its file for an hour; a token we did not make is 404, a late one 410.
 */
export function whitepaperDownloadRouter(services: WhitepaperDownloadServices): Router {
  const { links, whitepapers, clock, logger } = services;
  const router = Router();
  router.get(`${whitepaperDownloadPath}/:token`, async (request, response, next) => {
    const check = links.check(String(request.params['token']), clock.now());
    if (check.kind === 'forged') {
      sendError(response, 404, 'There is no such download');
      return;
    }
    if (check.kind === 'expired') {
      sendError(response, 410, 'This download link has expired; send the form again');
      return;
    }
    let file: WhitepaperFile | null;
    try {
      file = await whitepapers.open(check.whitepaperId);
    } catch (error) {
      logger.warn('forms: a whitepaper could not be opened', {
        whitepaper: check.whitepaperId,
        error: error instanceof Error ? error.message : String(error),
      });
      sendError(response, 503, 'The whitepaper is not available just now');
      return;
    }
    if (file === null) {
      sendError(response, 404, 'There is no such whitepaper');
      return;
    }
    response
      .status(200)
      .set('content-type', file.contentType)
      .set('content-disposition', attachmentDisposition(file.name))
      .set('cache-control', 'private, no-store');
    if (file.sizeBytes !== null) response.set('content-length', String(file.sizeBytes));
    try {
      await pipeline(Readable.from(file.body), response);
    } catch (error) {
      // The visitor went away, or the source broke off: nothing left to answer.
      if (!response.headersSent) next(error);
    }
  });
  return router;
}
