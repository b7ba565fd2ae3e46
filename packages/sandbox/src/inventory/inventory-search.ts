import type {
  FacetCount,
  InventoryPage,
  Machine,
  MachineOrganisation,
  Plant,
} from '@kmx/domain/portal';
import type { InventoryData } from './inventory-data';

/** What `GET /machines` asks, checked: `null` for a filter left out. */
export interface MachineSearch {
  readonly plant: string | null;
  readonly organisation: string | null;
  readonly text: string | null;
  readonly page: number;
  readonly pageSize: number;
}

/** The caller: whose machines it may see. */
export interface InventoryCaller {
  readonly subject: string;
  readonly organisationId: string | null;
}

type Filter = 'plant' | 'organisation' | 'text';

/** The token's organisation and those the membership table adds. */
function callerOrganisationIds(caller: InventoryCaller, data: InventoryData): Set<string> {
  const ids = new Set<string>();
  if (caller.organisationId !== null) ids.add(caller.organisationId);
  for (const membership of data.memberships) {
    if (membership.subject !== caller.subject) continue;
    for (const id of membership.organisationIds) ids.add(id);
  }
  return ids;
}

function matchesText(machine: Machine, terms: readonly string[]): boolean {
  const haystack = [machine.model, machine.serialNumber, machine.name ?? '']
    .join('\n')
    .toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

function facet<Value extends Plant | MachineOrganisation>(
  machines: readonly Machine[],
  valueOf: (machine: Machine) => Value,
  selected: string | null,
  visible: readonly Value[],
): FacetCount<Value>[] {
  const counts = new Map<string, FacetCount<Value>>();
  for (const machine of machines) {
    const value = valueOf(machine);
    counts.set(value.id, { value, count: (counts.get(value.id)?.count ?? 0) + 1 });
  }
  // The chosen value stays listed with 0 so the filter shows what is chosen, if the caller may see it.
  const chosen = visible.find((value) => value.id === selected);
  if (chosen !== undefined && !counts.has(chosen.id)) {
    counts.set(chosen.id, { value: chosen, count: 0 });
  }
  return [...counts.values()].sort((a, b) => a.value.name.localeCompare(b.value.name));
}

/**
 * One page of the caller's machines: only organisations the caller belongs to are ever looked at,
 * so a filter naming another organisation, or a plant of one, finds nothing. Each filter's counts
 * are taken under the other filters (a plant's count under the chosen organisation and text).
 */
export function searchMachines(
  data: InventoryData,
  caller: InventoryCaller,
  search: MachineSearch,
): InventoryPage {
  const allowed = callerOrganisationIds(caller, data);
  const own = data.machines.filter((machine) => allowed.has(machine.organisation.id));
  const terms = (search.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const passes = (machine: Machine, except: Filter | null) =>
    (except === 'plant' || search.plant === null || machine.plant.id === search.plant) &&
    (except === 'organisation' ||
      search.organisation === null ||
      machine.organisation.id === search.organisation) &&
    (except === 'text' || matchesText(machine, terms));
  const matching = own.filter((machine) => passes(machine, null));
  const start = (search.page - 1) * search.pageSize;
  const organisations = data.organisations.filter((entry) => allowed.has(entry.id));
  return {
    items: matching.slice(start, start + search.pageSize),
    total: matching.length,
    page: search.page,
    pageSize: search.pageSize,
    plants: facet(
      own.filter((machine) => passes(machine, 'plant')),
      (machine) => machine.plant,
      search.plant,
      organisations.flatMap((entry) => entry.plants),
    ),
    organisations: facet(
      own.filter((machine) => passes(machine, 'organisation')),
      (machine) => machine.organisation,
      search.organisation,
      organisations.map(({ id, name }) => ({ id, name })),
    ),
  };
}
