import { catalogueKinds } from '../catalogue/CatalogueKind';
import type { CatalogueKind } from '../catalogue/CatalogueKind';
import { pathFromSegments, pathSegments } from './path-segments';

export interface NamedLink {
  readonly name: string;
  readonly url: string;
}

/** Spec public-site 2.2: the fallback for a link of unknown kind. */
export const invalidLink: NamedLink = { name: 'Invalid', url: '/products' };

/**
 * Spec public-site 2.2: `/products/…` or `/services/…` followed by the chain of classification
 * slugs below the root, each encoded so that it stays one segment.
 */
export function classificationRoute(catalogue: CatalogueKind, slugs: readonly string[]): string {
  return pathFromSegments([catalogue, ...slugs.map((slug) => encodeURIComponent(slug))]);
}

/**
 * Spec public-site 2.2: a product sits at its classification route plus its slug; a product whose
 * classification route is unknown goes to `/products/{slug}`.
 */
export function productRoute(productSlug: string, classification: string | null): string {
  const base = classification === null ? [catalogueKinds.products] : pathSegments(classification);
  return pathFromSegments([...base, encodeURIComponent(productSlug)]);
}
