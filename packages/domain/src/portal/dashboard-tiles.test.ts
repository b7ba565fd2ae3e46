import { describe, expect, it } from 'vitest';
import type { PortalServices } from './PortalService';
import type { DashboardTileId } from './dashboard-tiles';
import { dashboardRoutes, dashboardTiles, tileStatusFor } from './dashboard-tiles';
import { portalServicesFromRoles, unknownPortalServices } from './portal-services';

const tile = (
  services: PortalServices,
  id: DashboardTileId,
  comingSoon?: readonly DashboardTileId[],
) =>
  dashboardTiles(services, comingSoon === undefined ? {} : { comingSoon }).find(
    (entry) => entry.id === id,
  );

describe('the dashboard tiles (spec portal 2)', () => {
  it('are the nine tiles of the spec, in its order', () => {
    expect(dashboardTiles(portalServicesFromRoles([])).map((entry) => entry.id)).toEqual([
      'userAdministration',
      'accountSettings',
      'serviceTickets',
      'inventory',
      'wireFlow',
      'downloadCenter',
      'komaxDirect',
      'mfpWireMaster',
      'mfpMasterData',
    ]);
  });

  it('lead to the portal routes of the spec', () => {
    expect(Object.values(dashboardRoutes)).toEqual([
      '/mykomax/tickets/list',
      '/mykomax/inventory',
      '/mykomax/user-admin',
      '/mykomax/wire-flow',
      '/mykomax/account',
    ]);
  });

  it('for a customer with every service are all active, each with its target', () => {
    const services = portalServicesFromRoles([
      'kmx_int_serviceticketing_active',
      'kmx_int_assetdb_active',
      'kmx_int_artemis_active',
      'kmx_artemis_onpremuser',
      'kmx_int_direct_active',
      'kmx_int_mfpwm_active',
      'kmx_int_mfpmds_active',
      'kmx_delegatedadmin_extern',
    ]);
    expect(dashboardTiles(services)).toEqual([
      {
        id: 'userAdministration',
        service: 'delegatedAdmin',
        status: 'active',
        target: { kind: 'route', path: '/mykomax/user-admin' },
      },
      {
        id: 'accountSettings',
        service: null,
        status: 'active',
        target: { kind: 'route', path: '/mykomax/account' },
      },
      {
        id: 'serviceTickets',
        service: 'serviceTicketing',
        status: 'active',
        target: { kind: 'route', path: '/mykomax/tickets/list' },
      },
      {
        id: 'inventory',
        service: 'inventory',
        status: 'active',
        target: { kind: 'route', path: '/mykomax/inventory' },
      },
      {
        id: 'wireFlow',
        service: 'artemis',
        status: 'active',
        target: { kind: 'route', path: '/mykomax/wire-flow' },
      },
      {
        id: 'downloadCenter',
        service: 'artemis',
        status: 'active',
        target: { kind: 'external', link: 'downloadCenter' },
      },
      {
        id: 'komaxDirect',
        service: 'komaxDirect',
        status: 'active',
        target: { kind: 'external', link: 'komaxDirectService' },
      },
      {
        id: 'mfpWireMaster',
        service: 'mfpWireMaster',
        status: 'active',
        target: { kind: 'external', link: 'mfpWireMaster' },
      },
      {
        id: 'mfpMasterData',
        service: 'mfpMasterData',
        status: 'active',
        target: { kind: 'external', link: 'mfpMasterData' },
      },
    ]);
  });

  it('for a customer without roles are unregistered and open nothing, except account settings', () => {
    const tiles = dashboardTiles(portalServicesFromRoles([]));
    for (const entry of tiles) {
      if (entry.id === 'accountSettings') expect(entry.status).toBe('active');
      else if (entry.id === 'komaxDirect') expect(entry.status).toBe('unregistered');
      else expect(entry).toMatchObject({ status: 'unregistered', target: { kind: 'none' } });
    }
  });

  it('let an unregistered customer register for direct, and show a pending one as pending', () => {
    expect(tile(portalServicesFromRoles([]), 'komaxDirect')?.target).toEqual({
      kind: 'external',
      link: 'komaxDirectRegistration',
    });
    expect(tile(portalServicesFromRoles(['kmx_int_direct_pending']), 'komaxDirect')).toMatchObject({
      status: 'pending',
      target: { kind: 'none' },
    });
  });

  it('show the download center only to on-premise wire-flow users', () => {
    const cloud = portalServicesFromRoles(['kmx_int_artemis_active']);
    expect(tile(cloud, 'wireFlow')?.status).toBe('active');
    expect(tile(cloud, 'downloadCenter')).toMatchObject({
      status: 'unregistered',
      target: { kind: 'none' },
    });
    const onPremiseOnly = portalServicesFromRoles(['kmx_artemis_onpremuser']);
    expect(tile(onPremiseOnly, 'downloadCenter')?.status).toBe('unregistered');
  });

  it('show tiles announced as coming soon, unless the user is already active', () => {
    const services = portalServicesFromRoles(['kmx_int_mfpwm_active']);
    expect(tile(services, 'mfpMasterData', ['mfpMasterData', 'mfpWireMaster'])).toMatchObject({
      status: 'comingsoon',
      target: { kind: 'none' },
    });
    expect(tile(services, 'mfpWireMaster', ['mfpMasterData', 'mfpWireMaster'])?.status).toBe(
      'active',
    );
    expect(tile(services, 'accountSettings', ['accountSettings'])?.status).toBe('active');
  });

  it('before user info has loaded show unregistered', () => {
    expect(tile(unknownPortalServices, 'inventory')?.status).toBe('unregistered');
    expect(tile(unknownPortalServices, 'downloadCenter')?.status).toBe('unregistered');
  });
});

describe('a service status as a tile shows it', () => {
  it('keeps active, pending and coming soon, and shows the rest as unregistered', () => {
    expect(tileStatusFor('active')).toBe('active');
    expect(tileStatusFor('pending')).toBe('pending');
    expect(tileStatusFor('comingsoon')).toBe('comingsoon');
    for (const status of [
      'unknown',
      'noprocess',
      'unregistered',
      'inactive',
      'declined',
    ] as const) {
      expect(tileStatusFor(status)).toBe('unregistered');
    }
  });

  it('a service reported coming soon shows coming soon', () => {
    expect(
      tile({ ...portalServicesFromRoles([]), mfpMasterData: 'comingsoon' }, 'mfpMasterData')
        ?.status,
    ).toBe('comingsoon');
  });
});
