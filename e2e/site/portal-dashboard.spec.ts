import { expect, test, type Page } from '@playwright/test';
import {
  collectProblems,
  demoUsers,
  expectNoSidewaysScrolling,
  severeViolations,
  signIn,
} from './support/portal';

// Issue 16: the dashboard's tiles follow the roles; a service the user lacks is a "not registered"
// page with the way to register, never a broken or empty screen.

/** The dashboard tile whose heading names the service. */
function tile(page: Page, name: string | RegExp) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
}

test.describe('the dashboard', () => {
  test('opens each active service of the customer with every service', async ({ page }) => {
    const problems = collectProblems(page);
    await signIn(page, demoUsers.mira);
    await expect(tile(page, 'Service tickets').getByRole('link')).toHaveAttribute(
      'href',
      '/en/mykomax/tickets/list',
    );
    await expect(tile(page, 'Inventory').getByRole('link')).toHaveAttribute(
      'href',
      '/en/mykomax/inventory',
    );
    // The portal's own navigation offers the services the user may use.
    const navigation = page.getByRole('navigation', { name: 'Portal navigation' });
    await expect(navigation.getByRole('link', { name: 'Service tickets' })).toBeVisible();
    expect.soft(await severeViolations(page)).toEqual([]);
    await tile(page, 'Service tickets').getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/mykomax\/tickets\/list$/);
    await expect(page.getByRole('table')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('shows the new user unregistered tiles, and a not-registered page at a service', async ({
    page,
  }) => {
    await signIn(page, demoUsers.noah);
    const tickets = tile(page, 'Service tickets');
    await expect(tickets).toContainText(/Not registered/i);
    await expect(tickets.getByRole('link', { name: /Service tickets/ })).toHaveCount(0);
    // Direct offers its registration while unregistered.
    await expect(tile(page, /Direct/).getByRole('link', { name: /Register/ })).toBeVisible();
    expect.soft(await severeViolations(page)).toEqual([]);

    await page.goto('/en/mykomax/inventory');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not registered/i);
    // Inventory has no registration page of its own: the page says whom to ask.
    await expect(
      page.getByText("To register, ask your organisation's administrator or contact Komax."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect.soft(await severeViolations(page)).toEqual([]);
  });

  test('shows the customer with direct pending that direct is pending', async ({ page }) => {
    await signIn(page, demoUsers.paul);
    const direct = tile(page, /Direct/);
    await expect(direct).toContainText(/pending/i);
    await expect(direct.getByRole('link')).toHaveCount(0);
    await expect(tile(page, 'Service tickets')).toContainText(/Not registered/i);
  });

  test('speaks German at /de/mykomax', async ({ page }) => {
    await signIn(page, demoUsers.mira, '/de/mykomax');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Services' })).toBeVisible();
    await expect(tile(page, 'Service-Tickets').getByRole('link')).toHaveAttribute(
      'href',
      '/de/mykomax/tickets/list',
    );
    await expect(page.getByRole('navigation', { name: 'Portal-Navigation' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Your services');
    await page.goto('/de/mykomax/tickets/list');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
    await page.goto('/de/mykomax/tickets/newticket');
    await page.getByRole('button', { name: 'Ticket erstellen' }).click();
    await expect(page.getByRole('alert', { name: 'Es gibt ein Problem' })).toBeFocused();
    await expect(page).toHaveTitle(/^Fehler: /);
  });
});

test.describe('the dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('needs no sideways scrolling', async ({ page }) => {
    await signIn(page, demoUsers.mira);
    await expect(tile(page, 'Service tickets')).toBeVisible();
    await expectNoSidewaysScrolling(page);
  });
});
