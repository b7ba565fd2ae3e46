import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { InventoryOutcome } from '../InventoryView/InventoryOutcome';
import type { InventoryViewProps } from '../InventoryView/InventoryView';
import { shownPage } from '../InventoryView/inventory-state';
import { formAction } from '../InventoryView/inventory-view-query';
import { Pager } from '../Pager';
import { InventorySearch } from './InventorySearch';
import { machinesByPlant } from './machines-by-plant';

export type InventoryOldViewProps = InventoryViewProps;

/**
 * The older, plain view of the inventory (`/inventory/old`): the same machines as a list grouped
 * by plant, with the search as its only filter.
 */
export function InventoryOldView({
  localeCode,
  state,
  query,
  hrefFor,
  onQueryChange,
  onRetry,
  newTicketHref,
}: InventoryOldViewProps) {
  const messages = usePortalMessages();
  const page = shownPage(state);
  const label = (key: 'serialNumber' | 'name' | 'organisation' | 'year') =>
    messages[`portal.services.inventory.column.${key}`];
  return (
    <section
      className="inventory inventory--old"
      aria-labelledby="kmx-inventory-old-title"
      aria-busy={state.kind === 'loading'}
    >
      <h1 id="kmx-inventory-old-title">{messages['portal.services.inventory.oldTitle']}</h1>
      <InventorySearch query={query} action={formAction(hrefFor)} onQueryChange={onQueryChange} />
      <InventoryOutcome
        state={state}
        query={query}
        localeCode={localeCode}
        hrefFor={hrefFor}
        onQueryChange={onQueryChange}
        onRetry={onRetry}
      />
      {page !== null &&
        machinesByPlant(page.items).map(({ plant, machines }) => (
          <section key={plant.id} className="inventory-old__plant">
            <h2>{plant.name}</h2>
            <ul className="inventory-old__machines">
              {machines.map((machine) => (
                <li key={machine.id} className="inventory-old__machine">
                  <p className="inventory-old__model">{machine.model}</p>
                  <dl className="inventory-old__details">
                    <dt>{label('serialNumber')}</dt>
                    <dd className="inventory-table__code">{machine.serialNumber}</dd>
                    {machine.name !== null && (
                      <>
                        <dt>{label('name')}</dt>
                        <dd>{machine.name}</dd>
                      </>
                    )}
                    <dt>{label('organisation')}</dt>
                    <dd>{machine.organisation.name}</dd>
                    <dt>{label('year')}</dt>
                    <dd>{machine.year}</dd>
                  </dl>
                  <a href={newTicketHref(machine)}>
                    {messages['portal.services.inventory.createTicket']}
                    <span className="visually-hidden">
                      {' '}
                      ({machine.model}, {machine.serialNumber})
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      {page !== null && (
        <Pager
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          localeCode={localeCode}
          hrefFor={(target) => hrefFor({ ...query, page: target })}
          onPage={(target) => onQueryChange({ ...query, page: target })}
        />
      )}
    </section>
  );
}
