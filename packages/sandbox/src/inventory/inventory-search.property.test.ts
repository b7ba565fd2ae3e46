import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { inventoryData } from './inventory-data';
import { searchMachines } from './inventory-search';

const data = inventoryData();
const organisationIds = [...new Set(data.machines.map((machine) => machine.organisation.id))];
const plantIds = [...new Set(data.machines.map((machine) => machine.plant.id))];
const serials = data.machines.map((machine) => machine.serialNumber);

/** Who may call: the demo subjects, strangers, with any organisation claim or none. */
const caller = fc.record({
  subject: fc.constantFrom(
    'customer-all-services',
    'org-admin-external',
    'customer-tickets-only',
    'stranger',
  ),
  organisationId: fc.option(fc.constantFrom(...organisationIds, 'org-unknown'), { nil: null }),
});

/** Filters aimed at every organisation's ids and serial numbers, and at nothing. */
const search = fc.record({
  plant: fc.option(fc.constantFrom(...plantIds, 'plant-none'), { nil: null }),
  organisation: fc.option(fc.constantFrom(...organisationIds, 'org-none'), { nil: null }),
  text: fc.option(fc.oneof(fc.constantFrom(...serials), fc.string({ maxLength: 8 })), {
    nil: null,
  }),
  page: fc.integer({ min: 1, max: 20 }),
  pageSize: fc.integer({ min: 1, max: 100 }),
});

function allowedFor(who: { subject: string; organisationId: string | null }): Set<string> {
  const allowed = new Set(who.organisationId === null ? [] : [who.organisationId]);
  if (who.subject === 'org-admin-external') allowed.add('org-ostara');
  return allowed;
}

test.prop([caller, search])(
  'never answers or names a machine, plant or organisation outside the caller’s organisations',
  (who, filters) => {
    const allowed = allowedFor(who);
    const page = searchMachines(data, who, filters);
    for (const machine of page.items) expect(allowed.has(machine.organisation.id)).toBe(true);
    for (const entry of page.organisations) expect(allowed.has(entry.value.id)).toBe(true);
    const ownPlants = new Set(
      data.machines
        .filter((machine) => allowed.has(machine.organisation.id))
        .map((machine) => machine.plant.id),
    );
    for (const entry of page.plants) expect(ownPlants.has(entry.value.id)).toBe(true);
  },
);

test.prop([caller, search])(
  'pages within the total, and the chosen plant’s count is the total under the filters',
  (who, filters) => {
    const page = searchMachines(data, who, filters);
    const shown = Math.max(
      0,
      Math.min(filters.pageSize, page.total - (filters.page - 1) * filters.pageSize),
    );
    expect(page.items).toHaveLength(shown);
    const counted = page.plants.reduce((sum, entry) => sum + entry.count, 0);
    if (filters.plant === null) expect(counted).toBe(page.total);
    else {
      const chosen = page.plants.find((entry) => entry.value.id === filters.plant);
      expect(chosen?.count ?? 0).toBe(page.total);
    }
  },
);
