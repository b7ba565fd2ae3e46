import { Router } from 'express';
import type { Config } from '../config/config';
import { publicOriginOf } from '../http/public-origin';
import { robotsText } from './robots-text';
import { sitemapIndexPath } from './sitemap-paths';

/** `GET /robots.txt`. */
export function robotsRouter({ config }: { readonly config: Config }): Router {
  const router = Router();
  router.get('/robots.txt', (request, response) => {
    response
      .type('text/plain')
      .set('cache-control', 'public, max-age=3600')
      .send(robotsText(`${publicOriginOf(config, request)}${sitemapIndexPath}`));
  });
  return router;
}
