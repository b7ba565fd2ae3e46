import { Router } from 'express';
import { sendJsonError } from '../api/json-answers';
import type { ClientAssets } from '../render/client-assets';
import { buildInfo } from './build-info';
import { routeRules } from './route-rules';

const manifestFile = /^([0-9a-f]{16})\.json$/;

/**
 * `GET /builds/latest.json`, polled by the browser (any `?t=` query only defeats caches on the
 * way), and `GET /builds/meta/{buildId}.json`, the route-rules manifest of that build.
 */
export function buildsRouter(services: { readonly assets: ClientAssets }): Router {
  const build = buildInfo(services.assets);
  const router = Router();

  router.get('/builds/latest.json', (_request, response) => {
    response.set('cache-control', 'no-store').json(build);
  });

  router.get('/builds/meta/:file', (request, response) => {
    const id = manifestFile.exec(request.params.file)?.[1];
    if (id !== build.id) {
      sendJsonError(
        response,
        404,
        'No build has this id; ask /builds/latest.json for the current one',
      );
      return;
    }
    // A build's manifest never changes: its address names the build.
    response
      .set('cache-control', 'public, max-age=31536000, immutable')
      .json({ ...build, routeRules });
  });

  return router;
}
