/** A plant of a customer organisation, where machines stand. */
export interface Plant {
  readonly id: string;
  readonly name: string;
}

/** A customer organisation the signed-in user belongs to. */
export interface MachineOrganisation {
  readonly id: string;
  readonly name: string;
}

/** A machine of the user's organisations, as the inventory lists it (spec portal 2). */
export interface Machine {
  readonly id: string;
  readonly model: string;
  /** The customer's own name for the machine, when it has one. */
  readonly name: string | null;
  readonly serialNumber: string;
  /** Year of manufacture. */
  readonly year: number;
  readonly plant: Plant;
  readonly organisation: MachineOrganisation;
}

/** A filter's choice with how many machines it holds under the other filters. */
export interface FacetCount<Value> {
  readonly value: Value;
  readonly count: number;
}

/** One page of the inventory, with its filters' choices and counts. */
export interface InventoryPage {
  readonly items: readonly Machine[];
  /** Machines matching the filters, on every page. */
  readonly total: number;
  /** Counted from 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly plants: readonly FacetCount<Plant>[];
  readonly organisations: readonly FacetCount<MachineOrganisation>[];
}
