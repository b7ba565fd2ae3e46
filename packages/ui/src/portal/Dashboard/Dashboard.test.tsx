import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  everyPortalService,
  examplePortalLinks,
  noPortalService,
  ticketsAndPendingDirect,
} from '../../examples/portal-services-examples';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithPortalMessages } from '../../test-support/render-with-portal-messages';
import { Dashboard, type DashboardProps } from './Dashboard';

function renderDashboard(props: Partial<DashboardProps> = {}, language = 'en') {
  return renderWithPortalMessages(
    <Dashboard
      localeCode="en"
      services={everyPortalService}
      links={examplePortalLinks}
      {...props}
    />,
    language,
  );
}

/** The tile whose heading reads `title`. */
function tile(title: string) {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const item = heading.closest('li');
  if (item === null) throw new Error(`no tile ${title}`);
  return within(item);
}

describe('the dashboard', () => {
  it('shows the nine tiles in the order of the spec', () => {
    renderDashboard();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'User administration',
      'Account settings',
      'Service tickets',
      'Inventory',
      'Wire-flow',
      'Download center',
      'Direct',
      'Wire master',
      'Master data',
    ]);
  });

  it('opens each active service: portal routes under the locale, others at their address', () => {
    renderDashboard();
    const hrefs = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/mykomax/user-admin',
      '/en/mykomax/account',
      '/en/mykomax/tickets/list',
      '/en/mykomax/inventory',
      '/en/mykomax/wire-flow',
      'https://downloads.example.com',
      'https://direct.example.com',
      'https://mfp.example.com/wire-master',
      'https://mfp.example.com/master-data',
    ]);
    expect(tile('Inventory').getByText('Active')).toBeTruthy();
  });

  it('lets a new customer register: Direct by its registration page, others by a line', () => {
    renderDashboard({ services: noPortalService });
    const inventory = tile('Inventory');
    expect(inventory.queryByRole('link')).toBeNull();
    expect(inventory.getByText('Not registered')).toBeTruthy();
    expect(inventory.getByText(/ask your organisation's administrator/)).toBeTruthy();
    const direct = tile('Direct');
    expect(direct.getByRole('link', { name: 'Register for Direct' }).getAttribute('href')).toBe(
      'https://direct.example.com/register',
    );
    expect(within(screen.getByRole('heading', { name: 'Direct' })).queryByRole('link')).toBeNull();
    expect(
      within(screen.getByRole('heading', { name: 'Account settings' })).getByRole('link'),
    ).toBeTruthy();
  });

  it('says what is pending and opens nothing', () => {
    renderDashboard({ services: ticketsAndPendingDirect });
    const direct = tile('Direct');
    expect(direct.getByText('Pending')).toBeTruthy();
    expect(direct.getByText('Your registration is being reviewed.')).toBeTruthy();
    expect(direct.queryByRole('link')).toBeNull();
  });

  it('shows a tile announced as coming soon as text, not as a link', () => {
    renderDashboard({ services: noPortalService, comingSoon: ['mfpMasterData'] });
    const masterData = tile('Master data');
    expect(masterData.getByText('Coming soon')).toBeTruthy();
    expect(masterData.queryByRole('link')).toBeNull();
  });

  it('offers no link to an active service whose address is not configured', () => {
    renderDashboard({ links: {} });
    const direct = tile('Direct');
    expect(direct.queryByRole('link')).toBeNull();
    expect(direct.getByText('This service cannot be opened from here right now.')).toBeTruthy();
  });

  it('reads German', () => {
    renderDashboard({ localeCode: 'de-ch', services: ticketsAndPendingDirect }, 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ihre Services');
    expect(tile('Service-Tickets').getByRole('link').getAttribute('href')).toBe(
      '/de-ch/mykomax/tickets/list',
    );
    expect(tile('Direct (Online-Shop)').getByText('In Prüfung')).toBeTruthy();
  });

  it('has no serious accessibility violation in any status', async () => {
    const { container } = renderDashboard({
      services: ticketsAndPendingDirect,
      comingSoon: ['mfpWireMaster'],
    });
    await expectAccessible(container);
  });
});
