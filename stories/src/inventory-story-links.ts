import type { InventoryQuery } from '@kmx/domain/portal';
import { inventorySearch } from '@kmx/domain/portal';

/** An inventory address for stories, as the app writes it (defaults left out). */
export function inventoryStoryHref(path: string) {
  return (query: InventoryQuery): string => `${path}${inventorySearch(query)}`;
}

export function newTicketStoryHref(machine: { model: string; serialNumber: string }): string {
  const search = new URLSearchParams({ machine: machine.model, serial: machine.serialNumber });
  return `/en/mykomax/tickets/newticket?${search.toString()}`;
}
