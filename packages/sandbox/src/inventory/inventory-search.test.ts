import { describe, expect, it } from 'vitest';
import { inventoryData } from './inventory-data';
import { searchMachines, type MachineSearch } from './inventory-search';

const data = inventoryData();
const everything: MachineSearch = {
  plant: null,
  organisation: null,
  text: null,
  page: 1,
  pageSize: 25,
};
const mira = { subject: 'customer-all-services', organisationId: 'org-cablecraft' };
const jonas = { subject: 'org-admin-external', organisationId: 'org-cablecraft' };
const lea = { subject: 'customer-tickets-only', organisationId: 'org-voltline' };

describe('the demo inventory', () => {
  it('gives cablecraft 300 machines across five plants, the same on every start', () => {
    const cablecraft = data.machines.filter(
      (machine) => machine.organisation.id === 'org-cablecraft',
    );
    expect(cablecraft).toHaveLength(300);
    expect(new Set(cablecraft.map((machine) => machine.plant.id)).size).toBe(5);
    expect(inventoryData().machines).toEqual(data.machines);
  });

  it('keeps every serial number unique and every machine of a plausible year', () => {
    const serials = data.machines.map((machine) => machine.serialNumber);
    expect(new Set(serials).size).toBe(serials.length);
    for (const machine of data.machines) {
      expect(machine.year).toBeGreaterThanOrEqual(2006);
      expect(machine.year).toBeLessThanOrEqual(2025);
      expect(machine.serialNumber).toMatch(/^KX-\d{3}-\d{4}$/);
    }
  });

  it('keeps the machines the ticketing directory names, at their plants', () => {
    const cutter = data.machines.find((machine) => machine.serialNumber === 'KX-355-0042');
    expect(cutter).toMatchObject({
      model: 'Cutter 355',
      plant: { name: 'Plant Lindenau' },
      organisation: { id: 'org-cablecraft', name: 'Cablecraft Assemblies' },
    });
  });
});

describe('searching as a member of one organisation', () => {
  it('pages through its 300 machines, 25 at a time', () => {
    const first = searchMachines(data, mira, everything);
    const last = searchMachines(data, mira, { ...everything, page: 12 });
    expect(first.total).toBe(300);
    expect(first.items).toHaveLength(25);
    expect(last.items).toHaveLength(25);
    expect(searchMachines(data, mira, { ...everything, page: 13 }).items).toEqual([]);
    expect(first.items[0]?.id).not.toBe(last.items[0]?.id);
  });

  it('lists only its own organisation, with the number of machines', () => {
    const page = searchMachines(data, mira, everything);
    expect(page.organisations).toEqual([
      { value: { id: 'org-cablecraft', name: 'Cablecraft Assemblies' }, count: 300 },
    ]);
    expect(page.plants.reduce((sum, plant) => sum + plant.count, 0)).toBe(300);
  });

  it('finds nothing when the filter names another organisation, and does not name it', () => {
    const page = searchMachines(data, lea, { ...everything, organisation: 'org-cablecraft' });
    expect(page.total).toBe(0);
    expect(page.items).toEqual([]);
    expect(page.organisations.map((entry) => entry.value.id)).toEqual(['org-voltline']);
    expect(JSON.stringify(page)).not.toContain('Cablecraft');
  });

  it('finds nothing by a plant of another organisation', () => {
    const page = searchMachines(data, lea, { ...everything, plant: 'plant-cablecraft-lindenau' });
    expect(page.total).toBe(0);
    expect(page.plants.every((plant) => plant.value.id.startsWith('plant-voltline-'))).toBe(true);
  });

  it('sees no machines without an organisation', () => {
    const page = searchMachines(data, { subject: 'new-user', organisationId: null }, everything);
    expect(page).toMatchObject({ total: 0, items: [], plants: [], organisations: [] });
  });
});

describe('searching as a member of two organisations', () => {
  it('sees the machines of both, with a count for each', () => {
    const page = searchMachines(data, jonas, everything);
    expect(page.total).toBe(342);
    expect(page.organisations).toEqual([
      { value: { id: 'org-cablecraft', name: 'Cablecraft Assemblies' }, count: 300 },
      { value: { id: 'org-ostara', name: 'Ostara Kabeltechnik' }, count: 42 },
    ]);
  });

  it('counts plants under the chosen organisation, and organisations under the chosen plant', () => {
    const page = searchMachines(data, jonas, { ...everything, organisation: 'org-ostara' });
    expect(page.total).toBe(42);
    expect(page.items.every((machine) => machine.organisation.id === 'org-ostara')).toBe(true);
    expect(page.plants.map((plant) => plant.value.name)).toEqual(['Werk Brixlegg', 'Werk Woergl']);
    // The organisations' counts ignore the organisation filter itself, so the other stays choosable.
    expect(page.organisations.map((entry) => entry.count)).toEqual([300, 42]);

    const lindenau = searchMachines(data, jonas, {
      ...everything,
      plant: 'plant-cablecraft-lindenau',
    });
    const lindenauCount = lindenau.plants.find(
      (plant) => plant.value.id === 'plant-cablecraft-lindenau',
    )?.count;
    expect(lindenau.total).toBe(lindenauCount);
    expect(lindenau.organisations).toEqual([
      { value: { id: 'org-cablecraft', name: 'Cablecraft Assemblies' }, count: lindenauCount },
    ]);
  });

  it('keeps a chosen plant listed with 0 when the text leaves none of its machines', () => {
    const page = searchMachines(data, jonas, {
      ...everything,
      plant: 'plant-ostara-brixlegg',
      text: 'KX-355-0042',
    });
    expect(page.total).toBe(0);
    expect(page.plants).toContainEqual({
      value: { id: 'plant-ostara-brixlegg', name: 'Werk Brixlegg' },
      count: 0,
    });
  });
});

describe('searching by text', () => {
  it('finds a machine by its serial number, in any case', () => {
    const page = searchMachines(data, mira, { ...everything, text: 'kx-355-0042' });
    expect(page.items.map((machine) => machine.serialNumber)).toEqual(['KX-355-0042']);
  });

  it('finds machines by model, every word matching', () => {
    const page = searchMachines(data, mira, { ...everything, text: 'crimp 480', pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((machine) => machine.model === 'Strip-Crimp 480')).toBe(true);
    expect(page.plants.reduce((sum, plant) => sum + plant.count, 0)).toBe(page.total);
  });
});
