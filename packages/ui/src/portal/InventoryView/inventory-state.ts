import type { InventoryPage } from '@kmx/domain/portal';

/** Where loading the inventory stands; a new load keeps the last page on screen meanwhile. */
export type InventoryViewState =
  | { readonly kind: 'loading'; readonly page: InventoryPage | null }
  | { readonly kind: 'loaded'; readonly page: InventoryPage }
  | { readonly kind: 'failed' };

/** The page on screen, if any. */
export function shownPage(state: InventoryViewState): InventoryPage | null {
  return state.kind === 'failed' ? null : state.page;
}
