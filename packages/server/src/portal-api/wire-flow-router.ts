import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hasRole, portalRoles } from '@kmx/domain/portal';
import type { CallerVerifier, Logger, VerifiedCaller, WireFlowDownloads } from '@kmx/domain/ports';
import { Router, type RequestHandler, type Response } from 'express';
import { privateAnswer } from '../http/cache-instructions';
import { requireCaller, sendPrivateError, verifiedCaller } from './caller-check';
import { attachmentDisposition } from './attachment-disposition';
import type { DownloadLinkRedemption, DownloadLinks } from './DownloadLinks';
import { sendServiceFailure } from './portal-service-failure';

const basePath = '/api/wire-flow';
const service = 'wire-flow download center';
const plainId = /^[\w.-]{1,100}$/;

const refusals: Readonly<Record<Exclude<DownloadLinkRedemption, 'valid'>, string>> = {
  forged: 'This download link is not valid; start the download again from the download center',
  expired: 'This download link has expired; start the download again from the download center',
  used: 'This download link was already used; start the download again from the download center',
};

/** Spec portal 6: the download center is for on-premise users; cloud users use the cloud service. */
const onPremiseOnly: RequestHandler = (_request, response, next) => {
  if (hasRole(verifiedCaller(response).roles, portalRoles.artemisOnPremiseUser)) {
    next();
    return;
  }
  sendPrivateError(
    response,
    403,
    'The download center is for on-premise wire-flow users; cloud users open the wire-flow cloud service',
  );
};

function single(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The wire-flow download center (spec portal 2, artemis on-premise):
 * - `GET /api/wire-flow/releases` (Bearer ID token) answers `{ releases: WireFlowRelease[] }`;
 * - `POST /api/wire-flow/files/{fileId}/link` (Bearer) answers `{ href }`, a same-origin address
 *   signed for this caller and file, which opens it once within 60 seconds;
 * - `GET /api/wire-flow/files/{fileId}?expires=…&subject=…&signature=…` (no token: a download is a
 *   plain navigation) streams the file as an attachment with its size and SHA-256.
 * 401 without a valid token, 403 without the artemis role or for a cloud user, 403 for a bad,
 * expired or used link, 404 for an unknown file, 502/504 when the download service fails.
 */
export function wireFlowRouter(services: {
  readonly verifier: CallerVerifier;
  readonly downloads: WireFlowDownloads;
  readonly links: DownloadLinks;
  readonly logger: Logger;
}): Router {
  const { downloads, links, logger } = services;
  const router = Router();
  const onPremiseCaller = [
    requireCaller(services.verifier, portalRoles.artemisActive),
    onPremiseOnly,
  ];

  router.get(`${basePath}/releases`, ...onPremiseCaller, async (_request, response) => {
    try {
      const releases = await downloads.releases(verifiedCaller(response).idToken);
      response.json({ releases });
    } catch (error) {
      sendServiceFailure(response, logger, service, error);
    }
  });

  router.post(`${basePath}/files/:fileId/link`, ...onPremiseCaller, async (request, response) => {
    const caller: VerifiedCaller = verifiedCaller(response);
    const fileId = single(request.params['fileId']);
    try {
      // Only a file the service lists to this caller gets a link.
      const releases = plainId.test(fileId) ? await downloads.releases(caller.idToken) : [];
      const listed = releases.some((release) => release.files.some((file) => file.id === fileId));
      if (!listed) {
        sendPrivateError(response, 404, 'The download center has no such file');
        return;
      }
    } catch (error) {
      sendServiceFailure(response, logger, service, error);
      return;
    }
    const query = new URLSearchParams({ ...links.issue(fileId, caller.subject) });
    response.json({ href: `${basePath}/files/${encodeURIComponent(fileId)}?${query}` });
  });

  // A HEAD would use the link up without a download: only a GET redeems it.
  router.head(`${basePath}/files/:fileId`, (_request, response) => {
    response.set('allow', 'GET');
    sendPrivateError(response, 405, 'Download the file with GET');
  });

  router.get(`${basePath}/files/:fileId`, async (request, response) => {
    response.set('cache-control', privateAnswer);
    const fileId = single(request.params['fileId']);
    const redemption = links.redeem(fileId, {
      expires: single(request.query['expires']),
      subject: single(request.query['subject']),
      signature: single(request.query['signature']),
    });
    if (redemption !== 'valid') {
      sendPrivateError(response, 403, refusals[redemption]);
      return;
    }
    await sendFile(response, downloads, fileId, logger);
  });

  return router;
}

async function sendFile(
  response: Response,
  downloads: WireFlowDownloads,
  fileId: string,
  logger: Logger,
): Promise<void> {
  let download;
  try {
    download = await downloads.open(fileId);
  } catch (error) {
    sendServiceFailure(response, logger, service, error);
    return;
  }
  if (download === null) {
    sendPrivateError(response, 404, 'The download center has no such file');
    return;
  }
  const { file, body } = download;
  response.status(200).set({
    'content-type': 'application/octet-stream',
    'content-length': String(file.sizeBytes),
    'content-disposition': attachmentDisposition(file.name),
    'x-checksum-sha256': file.sha256,
    // `no-transform`: no compression on the way (here or in a proxy), so the bytes, their length
    // and their checksum stay the ones the download center lists.
    'cache-control': `${privateAnswer}, no-transform`,
  });
  try {
    // At the visitor's pace: a chunk at a time, never the whole file; a visitor who goes away
    // stops the upstream answer too.
    await pipeline(Readable.from(body), response);
  } catch (error) {
    if (!response.writableFinished) {
      logger.warn('wire-flow download cut off', {
        fileId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    response.destroy();
  }
}
