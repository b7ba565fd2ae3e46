import type { InventoryPage, Machine } from '@kmx/domain/portal';
import { inventorySearch, parseInventoryQuery, ticketPrefillSearch } from '@kmx/domain/portal';
import { InventoryOldView, InventoryView, type InventoryViewState } from '@kmx/ui/portal';
import { useCleanAddress } from '../address-state';
import { nextInventoryQuery } from '../list-query-change';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useLoad, type LoadState } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

function viewState(state: LoadState<InventoryPage>): InventoryViewState {
  if (state.kind === 'failed') return state;
  return state.kind === 'loading'
    ? { kind: 'loading', page: state.value }
    : { kind: 'loaded', page: state.value };
}

/**
 * `/inventory` and `/inventory/old`: the machines of the user's organisations, filtered by plant,
 * organisation and search, paged; every filter in the address. Each machine links to a new
 * ticket prefilled with its name and serial number.
 */
export function InventoryScreen({ portal, old }: { portal: PortalScreenContext; old: boolean }) {
  const { messages, url, history, view } = portal;
  useScreenTitle(
    portal,
    old ? messages['portal.app.title.inventoryOld'] : messages['portal.app.title.inventory'],
  );
  const query = parseInventoryQuery(url.searchParams);
  const search = inventorySearch(query);
  useCleanAddress(history, url, search);
  const [state, retry] = useLoad(
    search,
    () => portal.api.inventory(query),
    (error) => portal.report('The inventory could not be loaded', error),
  );
  const props = {
    localeCode: view.localeCode,
    state: viewState(state),
    query,
    hrefFor: (next: typeof query) => `${url.pathname}${inventorySearch(next)}`,
    onQueryChange: (next: typeof query) =>
      history.push(`${url.pathname}${inventorySearch(nextInventoryQuery(query, next))}`),
    onRetry: retry,
    newTicketHref: (machine: Machine) =>
      `/${view.localeCode}/mykomax/tickets/newticket${ticketPrefillSearch({
        machine: machine.name ?? machine.model,
        serialNumber: machine.serialNumber,
      })}`,
  };
  return old ? <InventoryOldView {...props} /> : <InventoryView {...props} />;
}
