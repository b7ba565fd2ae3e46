import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The basket lives in the browser: buttons and panel answer only once React has taken over. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function addToComparison(page: Page, productName: string): Promise<void> {
  const button = page.getByRole('button', { name: `Compare ${productName}`, exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** The texts of a table row, by the start of its header (a specification name). */
function row(view: Locator, name: RegExp): Locator {
  return view.getByRole('row').filter({ has: view.page().getByRole('rowheader', { name }) });
}

test('products from two classifications are compared, changed, removed and kept', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/en/products/wire-processing/cutting');
  await hydrated(page);
  await addToComparison(page, 'Cutter 355');
  await addToComparison(page, 'Cutter 120');

  await page.goto('/en/products/wire-processing/stripping');
  await hydrated(page);
  await addToComparison(page, 'Stripper 480');

  await page.getByRole('button', { name: 'Compare (3)' }).click();
  const panel = page.getByRole('dialog', { name: 'Product comparison' });
  await expect(panel).toBeVisible();
  const cutting = panel.getByRole('region', { name: 'Cutting' });
  await expect(cutting.getByText('Cutter 355', { exact: true })).toBeVisible();
  await expect(cutting.getByText('Cutter 120', { exact: true })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Stripping' })).toContainText('Stripper 480');

  await cutting.getByRole('button', { name: 'Compare the products of Cutting' }).click();
  const view = page.getByRole('dialog', { name: 'Comparison: Cutting' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('columnheader')).toHaveText(['Cutter 355', 'Cutter 120']);
  await expect(row(view, /^Power supply/)).toBeVisible();

  await view.getByRole('checkbox', { name: 'Hide identical specifications' }).check();
  await expect(row(view, /^Power supply/)).toHaveCount(0);
  await expect(row(view, /^Throughput/)).toBeVisible();

  await view.getByRole('combobox', { name: 'Variant of Cutter 355' }).selectOption('cutter-355-hd');
  await expect(
    row(view, /^Throughput/)
      .getByRole('cell')
      .first(),
  ).toHaveText('7,500');

  const axe = await new AxeBuilder({ page }).include('.comparison-view').analyze();
  const severe = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(cutting.getByText('Cutter 355 HD – up to 6 mm²')).toBeVisible();

  await panel.getByRole('button', { name: 'Remove the group Stripping' }).click();
  await expect(panel.getByRole('region', { name: 'Stripping' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.reload();
  await hydrated(page);
  await expect(
    page.getByRole('button', { name: 'Compare Stripper 480', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Compare (2)' }).click();
  const kept = page.getByRole('dialog', { name: 'Product comparison' });
  await expect(kept.getByRole('region', { name: 'Cutting' })).toContainText(
    'Cutter 355 HD – up to 6 mm²',
  );
  await expect(kept.getByRole('region', { name: 'Stripping' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
