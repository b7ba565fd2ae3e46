import { expect, test } from '@playwright/test';
import { collectProblems, demoUsers, hydrated, severeViolations, signIn } from './support/portal';

// Issue 16: the inventory's filters live in the address; a ticket opened from a machine arrives
// at the new-ticket form with the machine's name and serial number filled in.

const inventory = '/en/mykomax/inventory';

test.describe('the inventory', () => {
  test('keeps its filters in the address across a reload and going Back', async ({ page }) => {
    const problems = collectProblems(page);
    await signIn(page, demoUsers.mira, inventory);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect.soft(await severeViolations(page)).toEqual([]);

    const plant = page.getByLabel('Plant', { exact: true });
    const option = plant.locator('option').nth(1);
    const plantValue = (await option.getAttribute('value')) ?? '';
    // An option reads "Plant name (count)".
    const plantName = ((await option.textContent()) ?? '').replace(/\s*\([\d,.\s]+\)$/, '');
    expect(plantValue).not.toBe('');
    await plant.selectOption(plantValue);
    await page.getByRole('button', { name: 'Show machines' }).click();
    const inAddress = new RegExp(`[?&]plant=${encodeURIComponent(plantValue)}(&|$)`);
    const plantCells = table.locator('tbody td[data-label="Plant"]');

    const expectFilterKept = async () => {
      await expect(page).toHaveURL(inAddress);
      await expect(plant).toHaveValue(plantValue);
      await expect(plantCells.first()).toBeVisible();
      expect(new Set(await plantCells.allTextContents())).toEqual(new Set([plantName]));
    };
    await expectFilterKept();

    await page.reload();
    await hydrated(page);
    await expectFilterKept();

    await page
      .getByRole('link', { name: /^Create a ticket for this machine/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/mykomax\/tickets\/newticket\?/);
    await page.goBack();
    await expectFilterKept();
    expect(problems).toEqual([]);
  });

  test('opens a ticket for a machine with its name and serial number filled in', async ({
    page,
  }) => {
    await signIn(page, demoUsers.mira, inventory);
    const create = page.getByRole('link', { name: /^Create a ticket for this machine/ }).first();
    await expect(create).toBeVisible();
    const href = await create.getAttribute('href');
    const prefill = new URL(href ?? '', 'http://127.0.0.1').searchParams;
    const machine = prefill.get('machine') ?? '';
    const serial = prefill.get('serial') ?? '';
    expect(machine).not.toBe('');
    expect(serial).not.toBe('');

    await create.click();
    await expect(page).toHaveURL(/\/en\/mykomax\/tickets\/newticket\?/);
    await expect(page.getByLabel('Machine name (optional)')).toHaveValue(machine);
    await expect(page.getByLabel('Serial number (optional)')).toHaveValue(serial);
  });
});
