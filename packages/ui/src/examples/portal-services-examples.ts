import type {
  InventoryPage,
  Machine,
  MachineOrganisation,
  Plant,
  PortalServices,
  WireFlowRelease,
} from '@kmx/domain/portal';
import { portalServicesFromRoles } from '@kmx/domain/portal';

/** Example data of the portal's frame and services, for stories and component tests. */
export const examplePortalUser = {
  fullName: 'Anna Customer',
  email: 'anna.customer@example.com',
  initials: 'AC',
};

export const examplePortalLinks = {
  komaxDirectService: 'https://direct.example.com',
  komaxDirectRegistration: 'https://direct.example.com/register',
  downloadCenter: 'https://downloads.example.com',
  mfpWireMaster: 'https://mfp.example.com/wire-master',
  mfpMasterData: 'https://mfp.example.com/master-data',
  wireFlowCloud: 'https://wire-flow.example.com',
};

/** A customer with every service, wire-flow on premise. */
export const everyPortalService: PortalServices = portalServicesFromRoles([
  'kmx_int_serviceticketing_active',
  'kmx_int_assetdb_active',
  'kmx_int_artemis_active',
  'kmx_artemis_onpremuser',
  'kmx_int_direct_active',
  'kmx_int_mfpwm_active',
  'kmx_int_mfpmds_active',
  'kmx_delegatedadmin_extern',
]);

/** A new customer: nothing registered yet. */
export const noPortalService: PortalServices = portalServicesFromRoles([]);

/** Tickets only, with Direct waiting for approval. */
export const ticketsAndPendingDirect: PortalServices = portalServicesFromRoles([
  'kmx_int_serviceticketing_active',
  'kmx_int_direct_pending',
]);

const bern: Plant = { id: 'plant-bern', name: 'Bern' };
const detroit: Plant = { id: 'plant-detroit', name: 'Detroit' };
const shanghai: Plant = { id: 'plant-shanghai', name: 'Shanghai' };
const plants = [bern, detroit, shanghai];
const harnessWorks: MachineOrganisation = { id: 'org-harness', name: 'Harness Works AG' };
const cableAssemblies: MachineOrganisation = { id: 'org-cable', name: 'Cable Assemblies Inc.' };
const models = ['Alpha 550', 'Gamma 333 PC', 'Zeta 656', 'Omega 740', 'Sigma 688 ST'];

function exampleMachine(index: number): Machine {
  return {
    id: `machine-${index + 1}`,
    model: models[index % models.length] ?? 'Alpha 550',
    name: index % 3 === 0 ? null : `Line ${(index % 7) + 1}`,
    serialNumber: `K${String(100200 + index * 37).padStart(8, '0')}`,
    year: 2012 + (index % 13),
    plant: plants[index % plants.length] ?? bern,
    organisation: index % 2 === 0 ? harnessWorks : cableAssemblies,
  };
}

export const exampleMachines: readonly Machine[] = Array.from({ length: 8 }, (_, index) =>
  exampleMachine(index),
);

export const exampleInventoryPage: InventoryPage = {
  items: exampleMachines,
  total: 8,
  page: 1,
  pageSize: 25,
  plants: [
    { value: bern, count: 3 },
    { value: detroit, count: 3 },
    { value: shanghai, count: 2 },
  ],
  organisations: [
    { value: harnessWorks, count: 4 },
    { value: cableAssemblies, count: 4 },
  ],
};

/** The second of twelve pages of a large organisation's machines. */
export const exampleLargeInventoryPage: InventoryPage = {
  ...exampleInventoryPage,
  items: Array.from({ length: 25 }, (_, index) => exampleMachine(index + 25)),
  total: 300,
  page: 2,
  plants: [
    { value: bern, count: 120 },
    { value: detroit, count: 100 },
    { value: shanghai, count: 80 },
  ],
  organisations: [
    { value: harnessWorks, count: 300 },
    { value: cableAssemblies, count: 0 },
  ],
};

export const emptyInventoryPage: InventoryPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 25,
  plants: [],
  organisations: [],
};

export const exampleWireFlowReleases: readonly WireFlowRelease[] = [
  {
    id: 'release-5-2-0',
    version: '5.2.0',
    releasedOn: '2026-10-14',
    notes:
      'Faster import of wire lists.\nNew: crimp-height monitoring for Alpha 550.\nFixes the label printer on Windows Server 2025.',
    files: [
      {
        id: 'file-5-2-0-win',
        name: 'wire-flow-5.2.0-windows-x64.msi',
        sizeBytes: 3_482_112,
        sha256: '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b',
      },
      {
        id: 'file-5-2-0-linux',
        name: 'wire-flow-5.2.0-linux-x64.tar.gz',
        sizeBytes: 2_915_840,
        sha256: 'd4735e3a265e16eee03f59718b9b5d03019c07d8b6c51f90da3a666eec13ab35',
      },
    ],
  },
  {
    id: 'release-5-1-3',
    version: '5.1.3',
    releasedOn: '2026-06-02',
    notes: 'Security update of the bundled database driver.',
    files: [
      {
        id: 'file-5-1-3-win',
        name: 'wire-flow-5.1.3-windows-x64.msi',
        sizeBytes: 3_301_376,
        sha256: '4e07408562bedb8b60ce05c1decfe3ad16b72230967de01f640b7e4729b49fce',
      },
    ],
  },
];
