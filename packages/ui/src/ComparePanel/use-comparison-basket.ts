import {
  emptyComparisonBasket,
  toggleInComparison,
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
  /** Takes every instance of the product out, else adds it under a fresh random key (spec 3.7, 4). */
  readonly toggle: (product: ProductToCompare) => void;
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
  const toggle = useCallback(
    (product: ProductToCompare) => {
      if (services !== null) dispatch(toggleInComparison(basket, services.random, product));
    },
    [services, basket, dispatch],
  );
  return { basket, ready: store !== null, dispatch, toggle };
}
