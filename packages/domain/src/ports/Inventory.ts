import type { InventoryPage } from '../portal/Machine';
import type { InventoryQuery } from '../portal/inventory-query';

/** One page of the inventory asked of the inventory service: the address's filters and a size. */
export interface InventoryRequest extends InventoryQuery {
  readonly pageSize: number;
}

/**
 * The inventory service (spec portal 2): the machines of the organisations the caller belongs to,
 * filtered by plant, organisation and text, with each filter's choices and counts. Every call
 * carries the caller's verified ID token, so the service decides whose machines it shows; a
 * failing service throws an `UpstreamError`.
 */
export interface Inventory {
  machines(request: InventoryRequest, callerToken: string): Promise<InventoryPage>;
}
