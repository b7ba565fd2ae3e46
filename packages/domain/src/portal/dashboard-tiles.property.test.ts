import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { PortalServices } from './PortalService';
import { artemisUserTypes, portalServiceStatuses } from './PortalService';
import { dashboardTileIds, dashboardTiles } from './dashboard-tiles';

const status = fc.constantFrom(...Object.values(portalServiceStatuses));
const services: fc.Arbitrary<PortalServices> = fc.record({
  komaxDirect: status,
  serviceTicketing: status,
  inventory: status,
  delegatedAdmin: status,
  artemis: status,
  artemisUserType: fc.constantFrom(...Object.values(artemisUserTypes)),
  mfpWireMaster: status,
  mfpMasterData: status,
});
const comingSoon = fc.subarray(Object.values(dashboardTileIds));

test.prop([services, comingSoon])(
  'every tile shows one of the four statuses and opens something only when it may',
  (given, announced) => {
    const tiles = dashboardTiles(given, { comingSoon: announced });
    expect(tiles).toHaveLength(9);
    for (const tile of tiles) {
      expect(['unregistered', 'pending', 'active', 'comingsoon']).toContain(tile.status);
      if (tile.target.kind !== 'none') {
        expect(
          tile.status === 'active' || (tile.id === 'komaxDirect' && tile.status === 'unregistered'),
        ).toBe(true);
      }
      if (tile.status === 'active' && tile.service !== null) {
        expect(given[tile.service]).toBe('active');
      }
    }
  },
);

test.prop([services, comingSoon])('account settings is always active', (given, announced) => {
  const account = dashboardTiles(given, { comingSoon: announced }).find(
    (tile) => tile.id === 'accountSettings',
  );
  expect(account?.status).toBe('active');
});

test.prop([services, comingSoon])(
  'an announced tile is never unregistered or pending',
  (given, announced) => {
    for (const tile of dashboardTiles(given, { comingSoon: announced })) {
      if (announced.includes(tile.id)) expect(['active', 'comingsoon']).toContain(tile.status);
    }
  },
);
