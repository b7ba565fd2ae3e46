import { Router } from 'express';
import type { Container } from 'inversify';

/** Spec public-site 7: `POST /api/search-proxy/search` and `/suggest`. */
export function searchProxyRouter(_container: Container): Router {
  return Router();
}
