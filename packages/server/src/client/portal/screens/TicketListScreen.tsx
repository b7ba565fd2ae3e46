import type { TicketListPage, TicketListQuery } from '@kmx/domain/portal';
import { parseTicketListQuery, ticketListSearch } from '@kmx/domain/portal';
import { TicketList, type TicketListState } from '@kmx/ui/portal';
import { useCleanAddress } from '../address-state';
import { nextTicketListQuery } from '../list-query-change';
import { portalRouteHref } from '../portal-routes';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useLoad, type LoadState } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

function listState(state: LoadState<TicketListPage>): TicketListState {
  if (state.kind === 'failed') return state;
  return state.kind === 'loaded' ? { kind: 'loaded', page: state.value } : { kind: 'loading' };
}

/**
 * `/tickets/list`: own-only, status, machine and text filters, sort and page, all in the address
 * (`?mine=1&status=open&sort=created:desc&page=2`): reload, Back and Forward keep them.
 */
export function TicketListScreen({ portal }: { portal: PortalScreenContext }) {
  const { messages, url, history, view } = portal;
  useScreenTitle(portal, messages['portal.app.title.ticketList']);
  const query = parseTicketListQuery(url.searchParams);
  const search = ticketListSearch(query);
  useCleanAddress(history, url, search);
  const [state, retry] = useLoad(
    search,
    () => portal.api.ticketList(query),
    (error) => portal.report('The tickets could not be loaded', error),
  );
  const hrefFor = (next: TicketListQuery) => `${url.pathname}${ticketListSearch(next)}`;
  return (
    <TicketList
      localeCode={view.localeCode}
      query={query}
      state={listState(state)}
      hrefFor={hrefFor}
      ticketHref={(id) => portalRouteHref(view.localeCode, { kind: 'ticket', id })}
      newTicketHref={portalRouteHref(view.localeCode, { kind: 'newTicket' })}
      onQueryChange={(next) => history.push(hrefFor(nextTicketListQuery(query, next)))}
      onRetry={retry}
    />
  );
}
