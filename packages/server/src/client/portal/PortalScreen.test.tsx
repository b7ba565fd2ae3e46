// @vitest-environment happy-dom
import type { PortalUser } from '@kmx/domain/portal';
import { act } from 'react';
import { type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalApi } from './portal-api';
import { portalRouteOf } from './portal-routes';
import { PortalScreen } from './PortalScreen';
import { renderScreen, testScreenContext } from './test-support/screen-context';

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

function cleanup() {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
}

afterEach(cleanup);

/** The text of the screen's main heading. */
function heading(): string | null | undefined {
  return document.querySelector('h1')?.textContent;
}

function userWith(roles: readonly string[]): PortalUser {
  return {
    id: 'lea',
    firstName: 'Lea',
    lastName: 'Brunnholz',
    fullName: 'Lea Brunnholz',
    email: 'lea.brunnholz@voltline.example',
    initials: 'LB',
    roles,
    populated: true,
    isDelegatedAdminInternal: false,
    isDelegatedAdminExternal: false,
  };
}

function show(path: string, roles: readonly string[], api: Partial<PortalApi> = {}) {
  const url = new URL(`http://127.0.0.1${path}`);
  const replaceState = vi.fn();
  const user = userWith(roles);
  const portal = testScreenContext({ url, user, api, replaceState });
  root = renderScreen(
    <PortalScreen route={portalRouteOf(url.pathname, 'en')} portal={portal} />,
  ).root;
  return { ...portal, replaceState };
}

describe('the portal screen of an address', () => {
  it('shows "not registered" for a service the user lacks, and names it in the title', () => {
    show('/en/mykomax/inventory', ['kmx_int_serviceticketing_active']);
    expect(heading()).toBe('You are not registered for Inventory');
    expect(document.title).toBe('You are not registered for Inventory | Komax');
  });

  it('guards every ticket address the same way', () => {
    show('/en/mykomax/tickets/T-1', ['kmx_int_assetdb_active']);
    expect(heading()).toBe('You are not registered for Service tickets');
  });

  it('shows the dashboard at the portal home', () => {
    show('/en/mykomax', []);
    expect(document.title).toBe('Dashboard | Komax');
    expect(heading()).toBe('Your services');
  });

  it('keeps a user without the delegated-admin role from the user administration', () => {
    show('/en/mykomax/user-admin', ['kmx_int_serviceticketing_active']);
    expect(heading()).toBe('You are not registered for User administration');
    cleanup();
    show('/en/mykomax/user-admin/u-1', ['kmx_int_serviceticketing_active']);
    expect(heading()).toBe('You are not registered for User administration');
  });

  it('says an unknown portal address is not a page', () => {
    show('/en/mykomax/nowhere', []);
    expect(heading()).toBe('Page not found');
  });

  it('signs out at the logout address', () => {
    const portal = show('/en/mykomax/logout', []);
    expect(portal.signOut).toHaveBeenCalledOnce();
    expect(document.title).toBe('Signing out | Komax');
  });

  it('drops a bad list parameter from the address and asks for the list it keeps', async () => {
    const ticketList = vi.fn(() =>
      Promise.resolve({ items: [], total: 0, page: 1, pageSize: 20, machines: [] }),
    );
    const { replaceState } = show(
      '/en/mykomax/tickets/list?page=abc&status=open&sort=price',
      ['kmx_int_serviceticketing_active'],
      { ticketList },
    );
    await vi.waitFor(() => expect(ticketList).toHaveBeenCalled());
    expect(ticketList).toHaveBeenCalledWith(expect.objectContaining({ status: 'open', page: 1 }));
    await vi.waitFor(() =>
      expect(replaceState).toHaveBeenCalledWith(
        null,
        '',
        'http://127.0.0.1/en/mykomax/tickets/list?status=open',
      ),
    );
    expect(document.title).toBe('Service tickets | Komax');
  });
});
