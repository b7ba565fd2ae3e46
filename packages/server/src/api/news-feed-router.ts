import { Router } from 'express';
import type { Container } from 'inversify';

/** The news feed panel's pages (spec public-site 2.5, 7): `GET /api/news-feed`. */
export function newsFeedRouter(_container: Container): Router {
  return Router();
}
