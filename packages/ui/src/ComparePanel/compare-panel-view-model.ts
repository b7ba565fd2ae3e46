import type { CatalogueProduct } from '@kmx/domain/catalogue';
import {
  comparedProductName,
  type ComparedProduct,
  type ComparisonBasket,
} from '@kmx/domain/comparison';
import type { MeasurementSystem } from '@kmx/domain/site';
import { variantName } from '../ComparisonView/comparison-table';
import { readableSlug } from './readable-slug';

/** What is known of the basket's products, by slug; `null` for one the catalogue did not answer. */
export type LoadedProducts = ReadonlyMap<string, CatalogueProduct | null>;

/** One line of a group in the panel. */
export interface PanelProduct {
  readonly key: string;
  readonly name: string;
  /** The chosen variant's name in the page's system, once the product is loaded. */
  readonly variant: string | null;
  /** The catalogue answered that the product is not offered here. */
  readonly unavailable: boolean;
}

export interface PanelGroup {
  readonly classificationSlug: string;
  readonly title: string;
  readonly products: readonly PanelProduct[];
}

/** Every entry of the basket, group after group. */
export function basketEntries(basket: ComparisonBasket): readonly ComparedProduct[] {
  return basket.groups.flatMap((group) => group.products);
}

/** The slugs to load for the basket, each once, in the basket's order. */
export function basketSlugs(basket: ComparisonBasket): readonly string[] {
  return [...new Set(basketEntries(basket).map((entry) => entry.slug))];
}

/** The products the catalogue answered for, for the comparison view. */
export function answeredProducts(loaded: LoadedProducts): readonly CatalogueProduct[] {
  return [...loaded.values()].filter((product): product is CatalogueProduct => product !== null);
}

/**
 * The catalogue's name once loaded; before that, or for a product no longer offered here, the
 * name kept in the basket.
 */
function panelProductName(entry: ComparedProduct, loaded: LoadedProducts): string {
  return loaded.get(entry.slug)?.name ?? comparedProductName(entry);
}

/**
 * A group's title: the classification's name in the page's language as the catalogue gives it with
 * any of the group's loaded products; until one is there, the slug made readable.
 */
export function groupTitle(
  basket: ComparisonBasket,
  loaded: LoadedProducts,
  classificationSlug: string,
): string {
  const group = basket.groups.find((each) => each.classificationSlug === classificationSlug);
  const names = group?.products.map((entry) => loaded.get(entry.slug)?.classificationName);
  return names?.find((name) => typeof name === 'string') ?? readableSlug(classificationSlug);
}

/** Spec public-site 2.5, 3.7: the panel's groups, in the basket's order, with their products. */
export function panelGroups(
  basket: ComparisonBasket,
  loaded: LoadedProducts,
  system: MeasurementSystem,
): readonly PanelGroup[] {
  return basket.groups.map((group) => ({
    classificationSlug: group.classificationSlug,
    title: groupTitle(basket, loaded, group.classificationSlug),
    products: group.products.map((entry) => {
      const product = loaded.get(entry.slug);
      const variant = product?.variants.find((candidate) => candidate.id === entry.variantId);
      return {
        key: entry.key,
        name: panelProductName(entry, loaded),
        variant: variant === undefined ? null : variantName(variant, system),
        unavailable: product === null,
      };
    }),
  }));
}
