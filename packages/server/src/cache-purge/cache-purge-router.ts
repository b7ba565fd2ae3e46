import type { CachePurge } from '@kmx/domain/policies';
import { parseCachePurge } from '@kmx/domain/policies';
import type { Logger } from '@kmx/domain/ports';
import express, { Router, type RequestHandler } from 'express';
import { jsonBodyErrors } from '../api/json-body-errors';
import { sendJsonError } from '../api/json-answers';
import type { EditorSignInLimit } from '../editor-area/EditorSignInLimit';
import { passwordMatches } from '../editor-area/editor-password';
import type { PurgeReport } from './publish-purge';
import { purgeSecretHeader } from './purge-secret';

export const cachePurgePath = '/api/cache/purge';

const maxBodySize = '16kb';

export interface CachePurgeRouterOptions {
  /** `null`: no secret in force, the endpoint answers 503. */
  readonly secret: string | null;
  /** Wrong or missing secrets per client address (the right one is never held back). */
  readonly limit: EditorSignInLimit;
  readonly publish: (purge: CachePurge) => Promise<PurgeReport>;
  readonly logger: Logger;
}

/**
 * `POST /api/cache/purge` (purge on publish): the content service, on a publish, names pages by
 * id or path or asks for everything, with the secret in `x-cache-purge-secret`; every instance
 * drops them. The secret is compared in constant time and checked before the body is read; wrong
 * secrets are limited per address; neither the secret nor the body's names are logged as secrets.
 */
export function cachePurgeRouter(options: CachePurgeRouterOptions): Router {
  const router = Router();

  const withSecret: RequestHandler = async (request, response, next) => {
    response.set('cache-control', 'no-store');
    const { secret } = options;
    if (secret === null) {
      sendJsonError(response, 503, 'Cache purges are not configured (CACHE_PURGE_SECRET)');
      return;
    }
    // `request.ip` is the client's address as the trusted proxies (TRUST_PROXY) forward it.
    const address = request.ip ?? '';
    const wait = await options.limit.waitSeconds(address);
    if (wait > 0) {
      options.logger.warn('cache purge: too many wrong secrets', { address });
      response.set('retry-after', String(wait));
      sendJsonError(response, 429, `Too many wrong secrets. Try again in ${wait} seconds.`);
      return;
    }
    const given = request.get(purgeSecretHeader);
    if (given === undefined || !passwordMatches(secret, given)) {
      await options.limit.wrongPassword(address);
      options.logger.warn('cache purge: refused a request without the right secret', { address });
      if (given === undefined) {
        sendJsonError(response, 401, `Send the purge secret in ${purgeSecretHeader}`);
      } else sendJsonError(response, 403, 'The purge secret is wrong');
      return;
    }
    next();
  };

  router.post(
    cachePurgePath,
    withSecret,
    express.json({ limit: maxBodySize, type: () => true, strict: false }),
    async (request, response) => {
      const parsed = parseCachePurge(request.body);
      if (parsed.kind === 'invalid') {
        sendJsonError(response, 400, parsed.message);
        return;
      }
      const purged = await options.publish(parsed.purge);
      options.logger.info('cache purged', { purged });
      response.status(200).json({ purged });
    },
  );
  router.use(cachePurgePath, jsonBodyErrors(maxBodySize));
  return router;
}
