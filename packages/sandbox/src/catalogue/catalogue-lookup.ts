import type { CatalogueKind } from '@kmx/domain/catalogue';
import { catalogueKinds } from '@kmx/domain/catalogue';
import { classificationRoute } from '@kmx/domain/routing';
import type { StoredClassification, StoredProduct } from './catalogue-data';
import { storedClassificationRoots, storedProducts } from './catalogue-data';

/** A classification with where it sits: its catalogue, its parent and the slugs below the root. */
export interface PlacedClassification {
  readonly classification: StoredClassification;
  readonly kind: CatalogueKind;
  readonly parentId: string | null;
  /** Slugs from below the root down to this classification; empty for the root. */
  readonly path: readonly string[];
}

function place(
  classification: StoredClassification,
  kind: CatalogueKind,
  parentId: string | null,
  path: readonly string[],
): PlacedClassification[] {
  return [
    { classification, kind, parentId, path },
    ...classification.children.flatMap((child) =>
      place(child, kind, classification.id, [...path, child.slug]),
    ),
  ];
}

/** Every classification of both catalogues, parents before children. */
export const placedClassifications: readonly PlacedClassification[] = Object.values(
  catalogueKinds,
).flatMap((kind) => place(storedClassificationRoots[kind], kind, null, []));

const classificationsBySlug = new Map(
  placedClassifications.map((placed) => [placed.classification.slug, placed]),
);
const productsBySlug = new Map(storedProducts.map((product) => [product.slug, product]));

export function findPlacedClassification(slug: string): PlacedClassification | undefined {
  return classificationsBySlug.get(slug);
}

export function findProduct(slug: string): StoredProduct | undefined {
  return productsBySlug.get(slug);
}

/** The slugs of a classification and of every classification below it. */
export function slugsAtAndBelow(classification: StoredClassification): ReadonlySet<string> {
  const slugs = new Set<string>();
  const visit = (node: StoredClassification): void => {
    slugs.add(node.slug);
    node.children.forEach(visit);
  };
  visit(classification);
  return slugs;
}

/** The route of a product's first classification, e.g. `/products/wire-processing/cutting`. */
export function productClassificationRoute(product: StoredProduct): string | null {
  const first = product.classifications[0];
  const placed = first === undefined ? undefined : findPlacedClassification(first);
  return placed === undefined ? null : classificationRoute(placed.kind, placed.path);
}

/** Which catalogue a product belongs to: the one of its first classification. */
export function productKind(product: StoredProduct): CatalogueKind {
  const first = product.classifications[0];
  return (first === undefined ? undefined : findPlacedClassification(first))?.kind ?? 'products';
}
