import type { CatalogueKind, Classification } from '@kmx/domain/catalogue';
import { pathSegments } from '@kmx/domain/routing';

/**
 * Where the segments after a catalogue's root lead in its (country-filtered) tree (spec public-site
 * 2.2): to a classification, or to a slug below one that may name a product or service. `chain`
 * holds the classifications walked, below the root, in order.
 */
export type CataloguePathTarget =
  | {
      readonly kind: 'classification';
      readonly classification: Classification;
      readonly chain: readonly Classification[];
    }
  | {
      readonly kind: 'item';
      readonly slug: string;
      /** The classification the item sits under: the last one in `chain`, or the root. */
      readonly parent: Classification;
      readonly chain: readonly Classification[];
    };

/**
 * Every segment but the last must name a child of the one before (starting at the root); the last
 * names a child classification or, failing that, an item. `null` when the chain leaves the tree or
 * a segment is empty.
 */
export function cataloguePathTarget(
  root: Classification,
  segments: readonly string[],
): CataloguePathTarget | null {
  let current = root;
  const chain: Classification[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === '') return null;
    const child = current.childClassifications.find((each) => each.slug === segment);
    const isLast = index === segments.length - 1;
    if (child === undefined) {
      return isLast ? { kind: 'item', slug: segment, parent: current, chain } : null;
    }
    chain.push(child);
    current = child;
  }
  return { kind: 'classification', classification: current, chain };
}

/**
 * The classifications an item's own address (`/products/{chain}/{slug}`) walks in the tree, or
 * `null` when that address is not in this catalogue's tree (another catalogue, a classification
 * not offered in the country, a mangled address).
 */
export function ownItemChain(
  root: Classification,
  catalogue: CatalogueKind,
  link: string,
  slug: string,
): readonly Classification[] | null {
  const [first, ...rest] = pathSegments(link);
  if (first !== catalogue) return null;
  let segments: string[];
  try {
    segments = rest.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const target = cataloguePathTarget(root, segments);
  return target?.kind === 'item' && target.slug === slug ? target.chain : null;
}
