import { z } from 'zod';
import type { ComparedProduct, ComparisonBasket, ComparisonGroup } from './ComparisonBasket';
import { emptyComparisonBasket } from './ComparisonBasket';

/** The basket as written to local storage by `serializeBasket`. */
export const storedBasketSchema = z.object({
  groups: z.array(
    z.object({
      classificationSlug: z.string().min(1),
      products: z.array(
        z.object({
          key: z.string().min(1),
          slug: z.string().min(1),
          variantId: z.string().nullable(),
        }),
      ),
    }),
  ),
});

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
  const parsed = storedBasketSchema.safeParse(json);
  return parsed.success ? normalized(parsed.data.groups) : emptyComparisonBasket;
}

function normalized(groups: readonly ComparisonGroup[]): ComparisonBasket {
  const seenKeys = new Set<string>();
  const bySlug = new Map<string, ComparedProduct[]>();
  for (const group of groups) {
    const products = bySlug.get(group.classificationSlug) ?? [];
    for (const product of group.products) {
      if (seenKeys.has(product.key)) continue;
      seenKeys.add(product.key);
      products.push({ key: product.key, slug: product.slug, variantId: product.variantId });
    }
    bySlug.set(group.classificationSlug, products);
  }
  return {
    groups: [...bySlug]
      .filter(([, products]) => products.length > 0)
      .map(([classificationSlug, products]) => ({ classificationSlug, products })),
  };
}
