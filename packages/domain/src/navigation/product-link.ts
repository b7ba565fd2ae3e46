import type { NavigationLinkKind } from './NavigationLink';
import { navigationLinkKinds } from './NavigationLink';

export interface LinkedCatalogueEntry {
  /** Set when the catalogue entry is a service; empty or missing means a product. */
  readonly serviceId?: string | null;
}

/**
 * Spec public-site 3.4: a product link counts as a product only when its type is product and the
 * entry has no service id, or its type is service and the entry has one.
 */
export function countsAsProduct(
  linkType: Extract<NavigationLinkKind, 'product' | 'service'>,
  entry: LinkedCatalogueEntry,
): boolean {
  const isService =
    entry.serviceId !== undefined && entry.serviceId !== null && entry.serviceId !== '';
  return linkType === navigationLinkKinds.service ? isService : !isService;
}
