import {
  comparisonActionTypes,
  emptyComparisonBasket,
  type ComparisonAction,
  type ComparisonBasket,
  type ProductToCompare,
} from '@kmx/domain/comparison';
import { useCallback, useSyncExternalStore } from 'react';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { comparisonBasketStoreFor } from './comparison-basket-store';

export interface ComparisonBasketHandle {
  readonly basket: ComparisonBasket;
  /** False on the server and while hydrating: the basket is not known yet, so nothing can change it. */
  readonly ready: boolean;
  readonly dispatch: (action: ComparisonAction) => void;
  /** Adds a product under a fresh random key (spec public-site 3.7). */
  readonly add: (product: ProductToCompare) => void;
}

const noSubscription = () => () => undefined;
const emptySnapshot = () => emptyComparisonBasket;
const ignore = () => undefined;

/**
 * Spec public-site 3.7, 4: the comparison basket in the browser's local storage, the same for every
 * part of the page that uses it. Empty and unchangeable where there are no site services.
 */
export function useComparisonBasket(): ComparisonBasketHandle {
  const services = useSiteServices();
  const store = services === null ? null : comparisonBasketStoreFor(services.localStore);
  const basket = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? emptySnapshot,
    emptySnapshot,
  );
  const dispatch = store?.dispatch ?? ignore;
  const add = useCallback(
    (product: ProductToCompare) => {
      if (services === null) return;
      dispatch({
        type: comparisonActionTypes.addProduct,
        key: services.randomId(),
        classificationSlug: product.classificationSlug,
        slug: product.slug,
        variantId: product.variantId,
        name: product.name,
      });
    },
    [services, dispatch],
  );
  return { basket, ready: store !== null, dispatch, add };
}
