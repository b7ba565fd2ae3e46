import type { Machine, MachineOrganisation, Plant } from '@kmx/domain/portal';
import { ticketingDirectory, type TicketingDirectory } from '../ticketing/ticketing-data';

/** An organisation of the inventory: its plants and how many machines stand in them. */
interface InventoryOrganisation extends MachineOrganisation {
  readonly plants: readonly Plant[];
  readonly machineCount: number;
}

/** Organisations a subject belongs to beyond its token's `org` claim (a sandbox membership table). */
interface InventoryMembership {
  readonly subject: string;
  readonly organisationIds: readonly string[];
}

export interface InventoryData {
  readonly organisations: readonly InventoryOrganisation[];
  readonly memberships: readonly InventoryMembership[];
  /** Sorted by organisation, plant, model and serial number. */
  readonly machines: readonly Machine[];
}

const plant = (organisation: string, place: string, kind = 'Plant'): Plant => ({
  id: `plant-${organisation}-${place.toLowerCase()}`,
  name: `${kind} ${place}`,
});

/**
 * The organisations of the ticketing directory (same ids and names, so a ticket opened from a
 * machine lands in the right organisation), a second organisation the cablecraft administrator
 * also belongs to, and one nobody signs in for. Cablecraft's 300 machines make paging and the
 * filters matter for the demo users.
 */
const inventoryOrganisations: readonly InventoryOrganisation[] = [
  {
    id: 'org-cablecraft',
    name: 'Cablecraft Assemblies',
    plants: ['Lindenau', 'Oberfeld', 'Rosenau', 'Talheim', 'Kleinmoor'].map((place) =>
      plant('cablecraft', place),
    ),
    machineCount: 300,
  },
  {
    id: 'org-voltline',
    name: 'Voltline Harness',
    plants: ['Mittelbach', 'Sandhofen', 'Weidenbrueck'].map((place) =>
      plant('voltline', place, 'Works'),
    ),
    machineCount: 36,
  },
  {
    id: 'org-ostara',
    name: 'Ostara Kabeltechnik',
    plants: ['Brixlegg', 'Woergl'].map((place) => plant('ostara', place, 'Werk')),
    machineCount: 42,
  },
  {
    id: 'org-meridian',
    name: 'Meridian Wiring Systems',
    plants: ['Porto', 'Braga'].map((place) => plant('meridian', place)),
    machineCount: 18,
  },
];

/** The cablecraft organisation administrator also looks after Ostara's machines. */
const inventoryMemberships: readonly InventoryMembership[] = [
  { subject: 'org-admin-external', organisationIds: ['org-ostara'] },
];

/** Wire processing machines: cutting, stripping, crimping, twisting, sealing, testing. */
const models: readonly (readonly [model: string, code: string])[] = [
  ['Cutter 355', '355'],
  ['Strip-Crimp 480', '480'],
  ['Twister TW-20', '020'],
  ['Harness Board HB-12', '012'],
  ['Crimp Centre CC-560', '560'],
  ['Seal Loader SL-8', '008'],
  ['Coax Stripper CX-40', '040'],
  ['Ultrasonic Splicer US-30', '030'],
  ['Tube Cutter TC-12', '112'],
  ['Pull-Test Bench PT-5', '005'],
  ['Wire Marker WM-2', '002'],
  ['Cable Feeder CF-90', '090'],
  ['Batch Stripper BS-3', '003'],
  ['Terminal Press TP-15', '015'],
];

const nameStems = ['Line', 'Cell', 'Bay'] as const;

/** Mulberry32: the same machines on every start, so the demo and the tests can name them. */
function seededRandom(seed: string): () => number {
  let state = 0;
  for (const character of seed) state = (Math.imul(state, 31) + character.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<Item>(items: readonly Item[], random: () => number): Item {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The machines the ticketing directory names keep their serial numbers and plants' places. */
function directoryMachines(
  organisation: InventoryOrganisation,
  directory: TicketingDirectory,
): { readonly model: string; readonly serialNumber: string; readonly plant: Plant }[] {
  const locations =
    directory.organisations.find((entry) => entry.id === organisation.id)?.locations ?? [];
  return locations.flatMap((location) => {
    const place = organisation.plants.find((candidate) => location.name.endsWith(candidate.name));
    return place === undefined
      ? []
      : location.machines.map((machine) => ({ ...machine, plant: place }));
  });
}

function byListOrder(a: Machine, b: Machine): number {
  return (
    a.organisation.name.localeCompare(b.organisation.name) ||
    a.plant.name.localeCompare(b.plant.name) ||
    a.model.localeCompare(b.model) ||
    a.serialNumber.localeCompare(b.serialNumber)
  );
}

/** Every organisation's machines, generated from fixed seeds. */
export function inventoryData(
  organisations: readonly InventoryOrganisation[] = inventoryOrganisations,
  memberships: readonly InventoryMembership[] = inventoryMemberships,
  directory: TicketingDirectory = ticketingDirectory,
): InventoryData {
  const serials = new Set<string>();
  const machines: Machine[] = [];
  for (const organisation of organisations) {
    const random = seededRandom(organisation.id);
    const owner = { id: organisation.id, name: organisation.name };
    const known = directoryMachines(organisation, directory);
    for (let index = 0; index < organisation.machineCount; index += 1) {
      const fixed = known[index];
      const [model, code] = fixed ? [fixed.model, ''] : pick(models, random);
      let serialNumber = fixed?.serialNumber ?? '';
      while (serialNumber === '' || serials.has(serialNumber)) {
        serialNumber = `KX-${code}-${String(1000 + Math.floor(random() * 9000))}`;
      }
      serials.add(serialNumber);
      const named = random() < 0.35;
      machines.push({
        id: `machine-${organisation.id.replace(/^org-/, '')}-${String(index + 1).padStart(3, '0')}`,
        model,
        name: named ? `${pick(nameStems, random)} ${1 + Math.floor(random() * 12)}` : null,
        serialNumber,
        year: 2006 + Math.floor(random() * 20),
        plant: fixed?.plant ?? pick(organisation.plants, random),
        organisation: owner,
      });
    }
  }
  return { organisations, memberships, machines: machines.sort(byListOrder) };
}
