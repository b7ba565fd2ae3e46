import { describe, expect, it } from 'vitest';
import { portalRouteHref, portalRouteOf, portalSectionOf, type PortalRoute } from './portal-routes';

describe('portalRouteOf', () => {
  it.each<[string, PortalRoute]>([
    ['/en/mykomax', { kind: 'dashboard' }],
    ['/en/mykomax/', { kind: 'dashboard' }],
    ['/en/mykomax/tickets/list', { kind: 'ticketList' }],
    ['/en/mykomax/tickets/newticket', { kind: 'newTicket' }],
    ['/en/mykomax/tickets/T-4711', { kind: 'ticket', id: 'T-4711' }],
    ['/en/mykomax/tickets/a%20b', { kind: 'ticket', id: 'a b' }],
    ['/en/mykomax/inventory', { kind: 'inventory' }],
    ['/en/mykomax/inventory/old', { kind: 'inventoryOld' }],
    ['/en/mykomax/wire-flow', { kind: 'wireFlow' }],
    ['/en/mykomax/logout', { kind: 'logout' }],
    ['/en/mykomax/account', { kind: 'account' }],
    ['/en/mykomax/user-admin', { kind: 'userAdmin' }],
    ['/en/mykomax/user-admin/u-7', { kind: 'user', id: 'u-7' }],
  ])('reads %s', (path, route) => {
    expect(portalRouteOf(path, 'en')).toEqual(route);
  });

  it('compares the locale prefix without case', () => {
    expect(portalRouteOf('/DE-CH/mykomax/inventory', 'de-ch')).toEqual({ kind: 'inventory' });
  });

  it('answers notFound for anything else under the portal or outside it', () => {
    for (const path of [
      '/en/mykomax/tickets',
      '/en/mykomax/tickets/1/2',
      '/en/mykomax/tickets/%E0%A4%A',
      '/en/mykomaxx',
      '/de/mykomax',
      '/en/company',
    ]) {
      expect(portalRouteOf(path, 'en')).toEqual({ kind: 'notFound' });
    }
  });
});

describe('portalRouteHref', () => {
  it('writes the address of each route back', () => {
    const routes: PortalRoute[] = [
      { kind: 'dashboard' },
      { kind: 'ticketList' },
      { kind: 'newTicket' },
      { kind: 'ticket', id: 'T 1/2' },
      { kind: 'inventory' },
      { kind: 'inventoryOld' },
      { kind: 'wireFlow' },
      { kind: 'logout' },
      { kind: 'account' },
      { kind: 'userAdmin' },
      { kind: 'user', id: 'u-7' },
    ];
    for (const route of routes) {
      expect(portalRouteOf(portalRouteHref('de-ch', route), 'de-ch')).toEqual(route);
    }
    expect(portalRouteHref('en', { kind: 'ticket', id: 'T 1/2' })).toBe(
      '/en/mykomax/tickets/T%201%2F2',
    );
  });
});

describe('portalSectionOf', () => {
  it('marks the section of each screen in the navigation', () => {
    expect(portalSectionOf({ kind: 'ticket', id: '1' })).toBe('serviceTickets');
    expect(portalSectionOf({ kind: 'inventoryOld' })).toBe('inventory');
    expect(portalSectionOf({ kind: 'user', id: '1' })).toBe('userAdministration');
    expect(portalSectionOf({ kind: 'logout' })).toBeNull();
  });
});
