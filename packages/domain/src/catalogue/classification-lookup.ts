import type { Classification } from './Classification';

/** Classifications of one or more trees by slug, for lookups that do not start at a root. */
export type ClassificationIndex = ReadonlyMap<string, Classification>;

/** Depth first, parents before children; the first classification with a slug wins. */
export function indexClassifications(roots: readonly Classification[]): ClassificationIndex {
  const index = new Map<string, Classification>();
  const visit = (classification: Classification): void => {
    if (!index.has(classification.slug)) index.set(classification.slug, classification);
    classification.childClassifications.forEach(visit);
  };
  roots.forEach(visit);
  return index;
}

/** Depth first, parents before children, like `indexClassifications`. */
export function findClassification(root: Classification, slug: string): Classification | undefined {
  if (root.slug === slug) return root;
  for (const child of root.childClassifications) {
    const found = findClassification(child, slug);
    if (found !== undefined) return found;
  }
  return undefined;
}
