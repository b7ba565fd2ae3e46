import type { ComparedProduct, ComparisonBasket } from './ComparisonBasket';
import { emptyComparisonBasket } from './ComparisonBasket';

// Hand-written checks rather than a zod schema: this module runs in the browser on every public
// page, and zod alone would be about a quarter of the first load's JavaScript.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** An entry as found in storage; its `name` is checked apart, by `storedProduct`. */
interface StoredProduct {
  readonly key: string;
  readonly slug: string;
  readonly variantId: string | null;
  readonly name?: unknown;
}

interface StoredGroup {
  readonly classificationSlug: string;
  readonly products: readonly StoredProduct[];
}

function isStoredProduct(value: unknown): value is StoredProduct {
  return (
    isRecord(value) &&
    isFilledString(value['key']) &&
    isFilledString(value['slug']) &&
    (value['variantId'] === null || typeof value['variantId'] === 'string')
  );
}

function isStoredGroup(value: unknown): value is StoredGroup {
  return (
    isRecord(value) &&
    isFilledString(value['classificationSlug']) &&
    Array.isArray(value['products']) &&
    value['products'].every(isStoredProduct)
  );
}

/**
 * The entry as the basket keeps it. The name came later than the other fields: entries stored
 * before it have none, and a name that is not a filled string is dropped rather than the entry,
 * so that no stored product is lost over it.
 */
function storedProduct({ key, slug, variantId, name }: StoredProduct): ComparedProduct {
  return isFilledString(name) ? { key, slug, variantId, name } : { key, slug, variantId };
}

/** The groups of a basket as written to local storage by `serializeBasket`, or null. */
function storedGroups(json: unknown): readonly StoredGroup[] | null {
  if (!isRecord(json)) return null;
  const groups = json['groups'];
  return Array.isArray(groups) && groups.every(isStoredGroup) ? groups : null;
}

export function serializeBasket(basket: ComparisonBasket): string {
  return JSON.stringify(basket);
}

/**
 * Reads the basket back from local storage. Storage is written by older releases and can be edited
 * by hand, so anything that does not parse gives an empty basket rather than a broken page, and
 * what does parse is brought back to the basket's invariants: no empty group, no key twice, no
 * classification twice.
 */
export function parseStoredBasket(stored: string | null | undefined): ComparisonBasket {
  if (stored === null || stored === undefined) return emptyComparisonBasket;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return emptyComparisonBasket;
  }
  const groups = storedGroups(json);
  return groups ? normalized(groups) : emptyComparisonBasket;
}

function normalized(groups: readonly StoredGroup[]): ComparisonBasket {
  const seenKeys = new Set<string>();
  const bySlug = new Map<string, ComparedProduct[]>();
  for (const group of groups) {
    const products = bySlug.get(group.classificationSlug) ?? [];
    for (const product of group.products) {
      if (seenKeys.has(product.key)) continue;
      seenKeys.add(product.key);
      products.push(storedProduct(product));
    }
    bySlug.set(group.classificationSlug, products);
  }
  return {
    groups: [...bySlug]
      .filter(([, products]) => products.length > 0)
      .map(([classificationSlug, products]) => ({ classificationSlug, products })),
  };
}
