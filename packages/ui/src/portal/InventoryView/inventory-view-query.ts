import type { InventoryQuery } from '@kmx/domain/portal';
import { defaultInventoryQuery, parseInventoryQuery } from '@kmx/domain/portal';

export function hasInventoryFilters(query: InventoryQuery): boolean {
  return query.plant !== null || query.organisation !== null || query.text !== null;
}

/**
 * The query a filter form sends: read by the same rules as the address it would write without
 * the script, so both ways give the same list, from page 1.
 */
export function submittedInventoryQuery(form: HTMLFormElement): InventoryQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return parseInventoryQuery(params);
}

/** The address of the list without any parameter, where the filter form sends its GET. */
export function formAction(hrefFor: (query: InventoryQuery) => string): string {
  return hrefFor(defaultInventoryQuery).split('?')[0] ?? '';
}

/** One text per distinct query, to tell whether the address changed. */
export function inventoryQueryKey(query: InventoryQuery): string {
  return JSON.stringify([query.plant, query.organisation, query.text, query.page]);
}
