import type { TicketListQuery } from '@kmx/domain/portal';
import { changeTicketListQuery, parseTicketListQuery, ticketStatuses } from '@kmx/domain/portal';
import { useId, type FormEvent } from 'react';
import { followLink } from '../follow-link';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

interface TicketFiltersProps {
  readonly query: TicketListQuery;
  /** The machine names the filter offers. */
  readonly machines: readonly string[];
  readonly hrefFor: (query: TicketListQuery) => string;
  readonly onQueryChange: (query: TicketListQuery) => void;
}

/** The query without any filter, keeping its sort. */
export function unfiltered(query: TicketListQuery): TicketListQuery {
  return changeTicketListQuery(query, { mine: false, status: null, machine: null, text: null });
}

export function isFiltered(query: TicketListQuery): boolean {
  return query.mine || query.status !== null || query.machine !== null || query.text !== null;
}

/** The address's action: the list's own address without a search. */
function actionOf(hrefFor: (query: TicketListQuery) => string, query: TicketListQuery): string {
  return hrefFor(unfiltered({ ...query, sort: 'created:desc' })).split('?')[0] ?? '';
}

/**
 * The ticket list's filters as a GET form: without the script it loads the filtered list's
 * address; with it, the same address rules (the domain's `parseTicketListQuery`) give the query.
 */
export function TicketFilters({ query, machines, hrefFor, onQueryChange }: TicketFiltersProps) {
  const messages = usePortalMessages();
  const id = useId();
  const offeredMachines =
    query.machine !== null && !machines.includes(query.machine)
      ? [query.machine, ...machines]
      : machines;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value);
    }
    onQueryChange(parseTicketListQuery(params));
  };

  return (
    <form
      className="ticket-filters"
      method="get"
      action={actionOf(hrefFor, query)}
      role="search"
      aria-label={messages['portal.tickets.list.filters']}
      onSubmit={onSubmit}
    >
      <div className="ticket-filters__field ticket-filters__field--check">
        <input
          type="checkbox"
          id={`${id}-mine`}
          name="mine"
          value="1"
          defaultChecked={query.mine}
        />
        <label htmlFor={`${id}-mine`}>{messages['portal.tickets.list.filter.mine']}</label>
      </div>
      <div className="ticket-filters__field">
        <label htmlFor={`${id}-status`}>{messages['portal.tickets.list.filter.status']}</label>
        <select id={`${id}-status`} name="status" defaultValue={query.status ?? ''}>
          <option value="">{messages['portal.tickets.list.filter.anyStatus']}</option>
          {Object.values(ticketStatuses).map((status) => (
            <option key={status} value={status}>
              {messages[`portal.tickets.status.${status}`]}
            </option>
          ))}
        </select>
      </div>
      <div className="ticket-filters__field">
        <label htmlFor={`${id}-machine`}>{messages['portal.tickets.list.filter.machine']}</label>
        <select id={`${id}-machine`} name="machine" defaultValue={query.machine ?? ''}>
          <option value="">{messages['portal.tickets.list.filter.anyMachine']}</option>
          {offeredMachines.map((machine) => (
            <option key={machine} value={machine}>
              {machine}
            </option>
          ))}
        </select>
      </div>
      <div className="ticket-filters__field ticket-filters__field--text">
        <label htmlFor={`${id}-q`}>{messages['portal.tickets.list.filter.text']}</label>
        <input
          type="search"
          id={`${id}-q`}
          name="q"
          defaultValue={query.text ?? ''}
          aria-describedby={`${id}-q-hint`}
        />
        <p className="ticket-filters__hint" id={`${id}-q-hint`}>
          {messages['portal.tickets.list.filter.textHint']}
        </p>
      </div>
      {query.sort !== 'created:desc' && <input type="hidden" name="sort" value={query.sort} />}
      <div className="ticket-filters__actions">
        <button type="submit" className="button button--primary">
          {messages['portal.tickets.list.filter.apply']}
        </button>
        {isFiltered(query) && (
          <a
            className="ticket-filters__clear"
            href={hrefFor(unfiltered(query))}
            onClick={followLink(() => onQueryChange(unfiltered(query)))}
          >
            {messages['portal.tickets.list.filter.clear']}
          </a>
        )}
      </div>
    </form>
  );
}
