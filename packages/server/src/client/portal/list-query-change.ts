import type { InventoryQuery, TicketListQuery } from '@kmx/domain/portal';
import { changeInventoryQuery, changeTicketListQuery } from '@kmx/domain/portal';

function sameBesidesPage<Query extends { readonly page: number }>(a: Query, b: Query): boolean {
  return JSON.stringify({ ...a, page: 0 }) === JSON.stringify({ ...b, page: 0 });
}

/**
 * The ticket list a component asks for: a new page as asked, but a new filter or sort starts at
 * page 1 (the domain's rule), whatever page the component sent along.
 */
export function nextTicketListQuery(
  current: TicketListQuery,
  next: TicketListQuery,
): TicketListQuery {
  if (sameBesidesPage(current, next)) return next;
  const { mine, status, machine, text, sort } = next;
  return changeTicketListQuery(current, { mine, status, machine, text, sort });
}

/** The inventory a component asks for, by the same rule. */
export function nextInventoryQuery(current: InventoryQuery, next: InventoryQuery): InventoryQuery {
  if (sameBesidesPage(current, next)) return next;
  const { plant, organisation, text } = next;
  return changeInventoryQuery(current, { plant, organisation, text });
}
