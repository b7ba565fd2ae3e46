import { expect, test, type Page } from '@playwright/test';
import {
  collectProblems,
  demoUsers,
  expectNoSidewaysScrolling,
  hydrated,
  severeViolations,
  signIn,
} from './support/portal';

// Issue 17, user administration, in Chromium with the README's demo users. Jonas administers
// Cablecraft and Ostara. The demo members `cablecraft-user-NNN` cycle through the access statuses
// (001 invited, 002 invite expired, 003 pending, 004 active, 005 inactive, 006 declined, 007 …):
// each test changes members of its own, because the specs share one server.

const list = '/en/mykomax/user-admin';
const user = (id: string) => `${list}/${id}`;
const cablecraft = 'Cablecraft Assemblies';

/** The row of the only application a demo member has. */
function accessRow(page: Page) {
  return page.locator('.user-access-table tbody tr').first();
}

async function expectNoSevereViolations(page: Page): Promise<void> {
  expect(await severeViolations(page)).toEqual([]);
}

test.describe('the organisation administrator', () => {
  test('sees the users of his organisations, the waiting requests one click away', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await signIn(page, demoUsers.jonas, list);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User administration');
    const table = page.getByRole('table', { name: 'Users of your organisations' });
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(page.getByText(/^\d+ users$/)).toBeVisible();
    await expect(page.getByText(/requests? (is|are) waiting for you/)).toBeVisible();
    await expectNoSevereViolations(page);

    await page.getByRole('link', { name: 'Show the waiting requests' }).click();
    await expect(page).toHaveURL(`${list}?status=pending`);
    const statuses = table.locator('.access-status');
    await expect(statuses.first()).toBeVisible();
    await expect(table.getByText('Access requested').first()).toBeVisible();

    // Search, filters and page live in the address: a reload shows the same list.
    await page.getByLabel('Name or e-mail').fill('cablecraft-user-009');
    await page.getByRole('button', { name: 'Show users' }).click();
    await expect(page).toHaveURL(`${list}?status=pending&q=cablecraft-user-009`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Name or e-mail')).toHaveValue('cablecraft-user-009');
    await expect(table.getByRole('row')).toHaveCount(2);

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScrolling(page);
    expect(problems).toEqual([]);
  });

  test('invites a user, and is told when the e-mail is taken, with the link', async ({ page }) => {
    await signIn(page, demoUsers.jonas, list);
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('region', { name: 'Invite a user' });
    const email = `e2e-invitee-${Date.now()}@cablecraft.example`;

    // A bad e-mail is caught on submit, with the summary.
    await invite.getByLabel('E-mail', { exact: true }).fill('not an address');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();

    await invite.getByLabel('E-mail', { exact: true }).fill(email);
    await invite.getByLabel('Organisation', { exact: true }).selectOption({ label: cablecraft });
    await invite.getByLabel('Application', { exact: true }).selectOption({ label: 'Inventory' });
    await invite.getByRole('button', { name: 'Send invite' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Invite sent' });
    await expect(sent).toContainText(`An invite to Inventory was sent to ${email}.`);
    await expect(sent).toContainText('Sent');
    await expect(sent).toContainText('Expires');
    await expectNoSevereViolations(page);

    await page.getByRole('button', { name: 'Invite another user' }).click();
    await invite.getByLabel('E-mail', { exact: true }).fill(demoUsers.mira.email);
    await invite.getByLabel('Organisation', { exact: true }).selectOption({ label: cablecraft });
    await invite.getByRole('button', { name: 'Send invite' }).click();
    const exists = invite.getByRole('alert').filter({ hasText: 'User already exists' });
    await expect(exists).toBeVisible();
    await exists.getByRole('link', { name: "Open the user's profile" }).click();
    await expect(page).toHaveURL(user('customer-all-services'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoUsers.mira.fullName);

    // The invitee is in the list, invited.
    await page.goto(`${list}?q=${encodeURIComponent(email)}`);
    await hydrated(page);
    await expect(page.getByRole('table').getByText('Invited')).toBeVisible();
  });

  test('accepts a pending request', async ({ page }) => {
    await signIn(page, demoUsers.jonas, user('cablecraft-user-009'));
    const row = accessRow(page);
    await expect(row.locator('.access-status')).toHaveText('Access requested');
    await expectNoSevereViolations(page);
    await row
      .getByRole('button', { name: /^Accept request: .* at Cablecraft Assemblies$/ })
      .click();
    await expect(row.locator('.access-status')).toHaveText('Active');
    await expect(row.getByRole('button', { name: /^Edit: / })).toBeVisible();
  });

  test('denies another request after confirming', async ({ page }) => {
    await signIn(page, demoUsers.jonas, user('cablecraft-user-015'));
    const row = accessRow(page);
    await expect(row.locator('.access-status')).toHaveText('Access requested');
    await row.getByRole('button', { name: /^Deny: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Deny the request?' });
    await expect(dialog).toBeVisible();
    await expectNoSevereViolations(page);
    // Cancel leaves the request as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('.access-status')).toHaveText('Access requested');

    await row.getByRole('button', { name: /^Deny: / }).click();
    await dialog.getByRole('button', { name: 'Deny', exact: true }).click();
    await expect(row.locator('.access-status')).toHaveText('Declined');
    await expect(row.getByRole('button', { name: /^Grant access: / })).toBeVisible();
  });

  test('sends a new invite for an expired one', async ({ page }) => {
    await signIn(page, demoUsers.jonas, user('cablecraft-user-008'));
    const row = accessRow(page);
    await expect(row.locator('.access-status')).toHaveText('Invite expired');
    await expect(row).toContainText(/Sent .*, expired /);
    await row.getByRole('button', { name: /^Send new invite: / }).click();
    await expect(row.locator('.access-status')).toHaveText('Invited');
    await expect(row).toContainText(/Sent .*, expires /);
    await expect(row.getByRole('button', { name: /^Resend invite: / })).toBeVisible();
  });

  test('gets "No permission" for another organisation\'s user, and the loading error for none', async ({
    page,
  }) => {
    await signIn(page, demoUsers.jonas, user('voltline-user-001'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No permission to view');
    await expectNoSevereViolations(page);
    await page.goto(user('customer-tickets-only'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No permission to view');
    await page.goto(user('nobody-by-this-id'));
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('This user could not be loaded');
  });

  // Last: it takes Ostara from Jonas himself.
  test('removes an organisation after the warning that it takes his own rights', async ({
    page,
  }) => {
    await signIn(page, demoUsers.jonas, user('org-admin-external'));
    const ostara = page.getByRole('region', { name: 'Ostara Kabeltechnik' });
    await expect(ostara).toBeVisible();
    await page.getByRole('button', { name: 'Remove Ostara Kabeltechnik' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the organisation?' });
    await expect(dialog.getByRole('alert')).toContainText(
      'this removes your own administrator rights for Ostara Kabeltechnik',
    );
    await expectNoSevereViolations(page);
    await dialog.getByRole('button', { name: 'Remove organisation' }).click();
    await expect(ostara).toBeHidden();
    await expect(page.getByRole('region', { name: cablecraft })).toBeVisible();
  });
});

test.describe('a customer without the delegated-admin role', () => {
  test('never reaches the user list', async ({ page }) => {
    await signIn(page, demoUsers.mira, list);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You are not registered for User administration',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSevereViolations(page);
  });
});
