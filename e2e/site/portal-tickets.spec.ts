import { expect, test, type Page } from '@playwright/test';
import {
  collectProblems,
  demoUsers,
  expectNoSidewaysScrolling,
  hydrated,
  pngPicture,
  severeViolations,
  signIn,
  storedIdToken,
} from './support/portal';

// Issue 16, "How it is proven": service tickets in Chromium, signed in through the embedded
// identity provider's pages as the README's demo users.

const list = '/en/mykomax/tickets/list';
const newTicket = '/en/mykomax/tickets/newticket';
const detailAddress = /\/en\/mykomax\/tickets\/(?!list$|newticket)[^/?]+$/;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const summary = (page: Page) => page.getByRole('alert', { name: 'There is a problem' });

/** Fills the new-ticket form's required fields with the first location and type offered. */
async function fillTicketForm(page: Page, subject: string): Promise<void> {
  await field(page, 'Location').selectOption({ index: 1 });
  await field(page, 'Ticket type').selectOption({ index: 1 });
  const concern = field(page, 'Machine concerned');
  if ((await concern.evaluate((element) => element.tagName)) === 'SELECT') {
    await concern.selectOption({ index: 1 });
  } else {
    await concern.fill('Cutting unit of the Gamma 263');
  }
  await field(page, 'Subject').fill(subject);
  await field(page, 'Description').fill('The cutter stops after the first cut of a new reel.');
}

/** Opens the first ticket of the list the page shows. */
async function openFirstTicket(page: Page): Promise<void> {
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(detailAddress);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/^Ticket /);
}

test.describe('the customer with every service', () => {
  test('opens a ticket with a picture, comments on it and closes it with a reason', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await signIn(page, demoUsers.mira, newTicket);
    const subject = `Cutter stops after the first cut ${Date.now()}`;
    await fillTicketForm(page, subject);

    await page.locator('input[type="file"]').first().setInputFiles({
      name: 'cutter-blade.png',
      mimeType: 'image/png',
      buffer: pngPicture(),
    });
    // The file goes up on its own; once there it can be removed again.
    await expect(page.getByRole('button', { name: 'Remove cutter-blade.png' })).toBeVisible();
    await expect(page.getByText('Uploaded')).toBeVisible();

    // The detail asks for the picture with the customer's token and shows it as a local link.
    const servedPicture = page.waitForResponse(
      (response) =>
        /\/api\/ticket-attachments\/[^/?]+$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await expect(page).toHaveURL(detailAddress);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(subject);
    // The attachment is listed and served back to the signed-in customer, byte for byte.
    const main = page.getByRole('main');
    const attachments = main.getByRole('region', { name: 'Attachments' });
    const attachment = attachments.getByRole('link', { name: 'cutter-blade.png' });
    await expect(attachment).toHaveAttribute('href', /^blob:/);
    // Its preview shows the picture itself (4 × 4 pixels), not a broken image.
    await expect.soft(attachments.locator('img').first()).toHaveJSProperty('naturalWidth', 4);
    const served = await servedPicture;
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\/png/);
    // The same address, asked with the customer's ID token, gives back the very bytes sent.
    const again = await page.request.get(served.url(), {
      headers: { authorization: `Bearer ${await storedIdToken(page)}` },
    });
    expect((await again.body()).equals(pngPicture())).toBe(true);
    expect.soft(await severeViolations(page)).toEqual([]);

    const comment = `The blade was replaced last week ${Date.now()}`;
    await field(page, 'Comment').fill(comment);
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect(main.getByText(comment)).toBeVisible();
    await expect(main.getByText(`${demoUsers.mira.fullName} commented`).first()).toBeVisible();
    await expect(field(page, 'Comment')).toHaveValue('');

    await page.getByRole('radio', { name: 'No longer relevant' }).check();
    await field(page, 'Closing comment (optional)').fill('We bought a new cutter.');
    await page.getByRole('button', { name: /^Close ticket / }).click();
    await page.getByRole('button', { name: 'Yes, close the ticket' }).click();
    await expect(main.getByText(/^Closed on .* because: No longer relevant\.$/)).toBeVisible();
    // A closed ticket offers no more actions; the history records the change.
    await expect(page.getByRole('button', { name: /^Close ticket / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send comment' })).toHaveCount(0);
    await expect(main.getByText(/changed the status to Closed/).first()).toBeVisible();
    await hydrated(page);
    expect(problems).toEqual([]);
  });

  test('is shown every problem of an empty new-ticket form in a summary that takes focus', async ({
    page,
  }) => {
    await signIn(page, demoUsers.mira, newTicket);
    await expect(page).toHaveTitle(/^Create a service ticket/);
    const titleBefore = await page.title();
    const submit = page.getByRole('button', { name: 'Create ticket' });
    await submit.click();

    await expect(summary(page)).toBeFocused();
    await expect(
      summary(page).getByRole('link', { name: 'Please select a location' }),
    ).toBeVisible();
    await expect(
      summary(page).getByRole('link', { name: 'Please enter the subject' }),
    ).toBeVisible();
    for (const label of [
      'Location',
      'Ticket type',
      'Machine concerned',
      'Subject',
      'Description',
    ]) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(page, 'Machine name (optional)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveTitle(`Error: ${titleBefore}`);
    expect.soft(await severeViolations(page)).toEqual([]);

    // Each link of the summary leads to its field; the submit button is never disabled.
    await summary(page).getByRole('link', { name: 'Please enter the subject' }).click();
    await expect(field(page, 'Subject')).toBeFocused();
    await expect(submit).toBeEnabled();

    // Nothing typed is lost: a fixed field keeps its text, and the summary no longer names it.
    await field(page, 'Subject').fill('Kept after a second try');
    await submit.click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole('link', { name: 'Please enter the subject' })).toHaveCount(
      0,
    );
    await expect(field(page, 'Subject')).toHaveValue('Kept after a second try');
    await expect(field(page, 'Subject')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('is told to enter a comment when sending an empty one', async ({ page }) => {
    await signIn(page, demoUsers.mira, `${list}?status=open`);
    await openFirstTicket(page);
    await expect(page).toHaveTitle(/^Service ticket /);
    const titleBefore = await page.title();
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect(summary(page)).toBeFocused();
    await summary(page).getByRole('link', { name: 'Please enter a comment' }).click();
    await expect(field(page, 'Comment')).toBeFocused();
    await expect(field(page, 'Comment')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle(`Error: ${titleBefore}`);
    expect.soft(await severeViolations(page)).toEqual([]);
  });
});

test.describe('the customer with tickets only', () => {
  test('filters own tickets, and finds the filter kept after a reload and going Back', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await signIn(page, demoUsers.lea, list);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect.soft(await severeViolations(page)).toEqual([]);

    const filters = page.getByRole('search', { name: 'Filter tickets' });
    const mine = filters.getByRole('checkbox', { name: 'Only my own tickets' });
    const status = filters.getByLabel('Status', { exact: true });
    await mine.check();
    await status.selectOption('open');
    await filters.getByRole('button', { name: 'Apply filters' }).click();

    const expectFilterKept = async () => {
      await expect(page).toHaveURL(/[?&]mine=1(&|$)/);
      await expect(page).toHaveURL(/[?&]status=open(&|$)/);
      await expect(mine).toBeChecked();
      await expect(status).toHaveValue('open');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
    };
    await expectFilterKept();

    await page.reload();
    await hydrated(page);
    await expectFilterKept();

    // Sorting keeps the filter and goes into the address too.
    const subjectHeader = page.getByRole('columnheader', { name: /Subject/ });
    await subjectHeader.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=subject(%3A|:)asc(&|$)/);
    await expect(subjectHeader).toHaveAttribute('aria-sort', 'ascending');
    await expectFilterKept();

    await openFirstTicket(page);
    expect.soft(await severeViolations(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]sort=subject(%3A|:)asc(&|$)/);
    await expectFilterKept();
    await expect(subjectHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(problems).toEqual([]);
  });
});

test.describe('the ticket list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('needs no sideways scrolling', async ({ page }) => {
    await signIn(page, demoUsers.lea, list);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScrolling(page);
  });
});
