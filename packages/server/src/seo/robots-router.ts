import { Router } from 'express';
import type { Container } from 'inversify';
import { tokens } from '../container/tokens';
import { publicOriginOf } from '../http/public-origin';
import { robotsText } from './robots-text';
import { sitemapIndexPath } from './sitemap-paths';

/** `GET /robots.txt`. */
export function robotsRouter(container: Container): Router {
  const config = container.get(tokens.Config);
  const router = Router();
  router.get('/robots.txt', (request, response) => {
    response
      .type('text/plain')
      .set('cache-control', 'public, max-age=3600')
      .send(robotsText(`${publicOriginOf(config, request)}${sitemapIndexPath}`));
  });
  return router;
}
