import type { InventoryQuery, Machine } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { Pager } from '../Pager';
import { InventoryFilters } from './InventoryFilters';
import { InventoryOutcome } from './InventoryOutcome';
import { InventoryTable } from './InventoryTable';
import { shownPage, type InventoryViewState } from './inventory-state';
import { formAction } from './inventory-view-query';

export interface InventoryViewProps {
  /** The locale: numbers follow it. */
  readonly localeCode: string;
  readonly state: InventoryViewState;
  /** The filters and page of the address. */
  readonly query: InventoryQuery;
  /** The address of a query (the domain's `inventorySearch` under the inventory route). */
  readonly hrefFor: (query: InventoryQuery) => string;
  /** The user changed filters or page; the app updates the address and loads. */
  readonly onQueryChange: (query: InventoryQuery) => void;
  readonly onRetry: () => void;
  /** The new-ticket address prefilled with the machine (`…/tickets/newticket?machine=…&serial=…`). */
  readonly newTicketHref: (machine: Machine) => string;
}

/** The machines of the user's organisations: filters, count, table and pages (spec portal 2). */
export function InventoryView({
  localeCode,
  state,
  query,
  hrefFor,
  onQueryChange,
  onRetry,
  newTicketHref,
}: InventoryViewProps) {
  const messages = usePortalMessages();
  const page = shownPage(state);
  return (
    <section
      className="inventory"
      aria-labelledby="kmx-inventory-title"
      aria-busy={state.kind === 'loading'}
    >
      <h1 id="kmx-inventory-title">{messages['portal.services.inventory.title']}</h1>
      <InventoryFilters
        query={query}
        page={page}
        localeCode={localeCode}
        action={formAction(hrefFor)}
        onQueryChange={onQueryChange}
      />
      <InventoryOutcome
        state={state}
        query={query}
        localeCode={localeCode}
        hrefFor={hrefFor}
        onQueryChange={onQueryChange}
        onRetry={onRetry}
      />
      {page !== null && page.items.length > 0 && (
        <>
          <InventoryTable machines={page.items} newTicketHref={newTicketHref} />
          <Pager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            localeCode={localeCode}
            hrefFor={(target) => hrefFor({ ...query, page: target })}
            onPage={(target) => onQueryChange({ ...query, page: target })}
          />
        </>
      )}
    </section>
  );
}
