import { Router } from 'express';
import type { Container } from 'inversify';

/** The products of the comparison view (spec public-site 3.7): `GET /api/comparison`. */
export function comparisonRouter(_container: Container): Router {
  return Router();
}
