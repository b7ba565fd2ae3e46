import type { ComparisonAction } from './ComparisonAction';
import type { ComparedProduct, ComparisonBasket } from './ComparisonBasket';

/**
 * Spec public-site 3.7 and 4. An action that changes nothing gives back the same basket, so
 * subscribers can skip work; a group left empty is removed.
 */
export function comparisonBasketReducer(
  basket: ComparisonBasket,
  action: ComparisonAction,
): ComparisonBasket {
  switch (action.type) {
    case 'addProduct': {
      // A replayed or duplicated add must not put a second entry with the same key in the basket.
      if (basket.groups.some((group) => group.products.some((p) => p.key === action.key))) {
        return basket;
      }
      const product: ComparedProduct = {
        key: action.key,
        slug: action.slug,
        variantId: action.variantId,
        name: action.name,
      };
      const inGroup = basket.groups.some(
        (group) => group.classificationSlug === action.classificationSlug,
      );
      return {
        groups: inGroup
          ? basket.groups.map((group) =>
              group.classificationSlug === action.classificationSlug
                ? { ...group, products: [...group.products, product] }
                : group,
            )
          : [
              ...basket.groups,
              { classificationSlug: action.classificationSlug, products: [product] },
            ],
      };
    }
    case 'removeProduct':
      return withoutProducts(basket, (product) => product.key === action.key);
    case 'removeAllOfProduct':
      return withoutProducts(basket, (product) => product.slug === action.slug);
    case 'removeGroup': {
      const groups = basket.groups.filter(
        (group) => group.classificationSlug !== action.classificationSlug,
      );
      return groups.length === basket.groups.length ? basket : { groups };
    }
    case 'changeVariant': {
      const target = basket.groups
        .flatMap((group) => group.products)
        .find((product) => product.key === action.key);
      if (target === undefined || target.variantId === action.variantId) return basket;
      return {
        groups: basket.groups.map((group) => ({
          ...group,
          products: group.products.map((product) =>
            product === target ? { ...product, variantId: action.variantId } : product,
          ),
        })),
      };
    }
    default:
      action satisfies never;
      return basket;
  }
}

function withoutProducts(
  basket: ComparisonBasket,
  removed: (product: ComparedProduct) => boolean,
): ComparisonBasket {
  if (!basket.groups.some((group) => group.products.some(removed))) return basket;
  return {
    groups: basket.groups
      .map((group) => ({ ...group, products: group.products.filter((p) => !removed(p)) }))
      .filter((group) => group.products.length > 0),
  };
}
