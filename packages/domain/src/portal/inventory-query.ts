import type { AddressParameters } from './address-text';
import { addressPage, addressSearch, addressText } from './address-text';

/** The inventory shows this many machines a page. */
export const inventoryPageSize = 25;

/** The longest id or search text the address keeps. */
const maxTextLength = 100;

/** The inventory's filters and page, as its address holds them. */
export interface InventoryQuery {
  /** A plant's id. */
  readonly plant: string | null;
  /** An organisation's id. */
  readonly organisation: string | null;
  /** Searched in model and serial number. */
  readonly text: string | null;
  /** Counted from 1. */
  readonly page: number;
}

/** The inventory's first page: every machine. */
export const defaultInventoryQuery: InventoryQuery = {
  plant: null,
  organisation: null,
  text: null,
  page: 1,
};

/**
 * Spec portal 2: the inventory filters by plant and by organisation; with the search and the
 * page they live in the address (`?plant=…&organisation=…&q=…&page=2`). A bad parameter is
 * ignored, never an error.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function parseInventoryQuery(params: AddressParameters): InventoryQuery {
  return {
    plant: addressText(params.get('plant'), maxTextLength),
    organisation: addressText(params.get('organisation'), maxTextLength),
    text: addressText(params.get('q'), maxTextLength),
    page: addressPage(params.get('page')),
  };
}

/**
 * The inventory's address search (`?…`, or `''` for the first page of every machine), defaults
 * left out.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function inventorySearch(query: InventoryQuery): string {
  return addressSearch([
    ['plant', query.plant],
    ['organisation', query.organisation],
    ['q', query.text],
    ['page', query.page === 1 ? null : String(query.page)],
  ]);
}

/** What a change of the inventory's filters may set. */
export type InventoryChange = Partial<Omit<InventoryQuery, 'page'>>;

/**
 * A new filter starts again at page 1.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function changeInventoryQuery(
  query: InventoryQuery,
  change: InventoryChange,
): InventoryQuery {
  return { ...query, ...change, page: 1 };
}
