import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a visitor walks the classification tree down to a product page', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/en-ch/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: 'Wire processing' })
    .click();
  await expect(page).toHaveURL(/\/en-ch\/products\/wire-processing$/);
  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('link', { name: 'Cutting', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en-ch\/products\/wire-processing\/cutting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cutting');

  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => violation.id)).toEqual([]);

  await page
    .getByRole('region', { name: 'Products in Cutting' })
    .getByRole('link', { name: 'Cutter 355', exact: true })
    .click();
  await expect(page).toHaveURL(/\/en-ch\/products\/wire-processing\/cutting\/cutter-355$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cutter 355');
  expect(problems).toEqual([]);
});

test('a product not sold in the visitor country is neither listed nor reachable', async ({
  page,
}) => {
  await page.goto('/en-ch/products/wire-processing/cutting');
  const swiss = page.getByRole('region', { name: 'Products in Cutting' });
  await expect(swiss.getByRole('link', { name: 'Cutter 640', exact: true })).toBeVisible();

  await page.goto('/en-us/products/wire-processing/cutting');
  const american = page.getByRole('region', { name: 'Products in Cutting' });
  await expect(american.getByRole('link', { name: 'Cutter 355', exact: true })).toBeVisible();
  await expect(american.getByRole('link', { name: 'Cutter 640', exact: true })).toHaveCount(0);

  const response = await page.goto('/en-us/products/wire-processing/cutting/cutter-640');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText('Page not found: /en-us/products/wire-processing/cutting/cutter-640'),
  ).toBeVisible();
});

test('a service page shows its benefits and related stories', async ({ page }) => {
  await page.goto('/en-ch/services/maintenance/service-contracts/care-basic');
  await expect(page.getByRole('region', { name: 'Benefits' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Stories' }).getByRole('link').first(),
  ).toBeVisible();
});

test('a classification without a picture shows the placeholder picture', async ({ page }) => {
  await page.goto('/en/products/wire-processing/crimping');
  const image = page
    .getByRole('region', { name: 'Categories' })
    .getByRole('listitem')
    .filter({ hasText: 'Applicators' })
    .locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', /^\/images\/placeholder\.svg/);
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
});
