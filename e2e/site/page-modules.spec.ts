import { expect, test } from '@playwright/test';

test.describe('the investor pages (spec 2.5)', () => {
  test('show share counts and dividends in CHF on the share page', async ({ page }) => {
    await page.goto('/en/investors/share');
    await expect(page.getByRole('heading', { name: 'Dividend per share', level: 2 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Registered shares issued/ }).first()).toBeVisible();
    await expect(page.getByText(/CHF\s3\.50/)).toBeVisible();
  });

  test('show the financial calendar of 2023 in German dates', async ({ page }) => {
    await page.goto('/de/investors/financial-calendar');
    await expect(page.getByRole('heading', { name: 'Finanzkalender', level: 2 })).toBeVisible();
    await expect(page.getByText('18. April 2023')).toBeVisible();
  });
});

test.describe('the locations page (spec 2.5)', () => {
  test('filters by country as the visitor chooses, and keeps the filter in the address', async ({
    page,
  }) => {
    await page.goto('/en/company/locations');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const count = page.locator('.locations__count');
    const all = await page.locator('.location-card').count();
    expect(all).toBeGreaterThan(1);
    await page.getByLabel('Country').selectOption('DE');
    await expect(page).toHaveURL(/country=DE/);
    const german = await page.locator('.location-card').count();
    expect(german).toBeLessThan(all);
    await expect(count).toHaveText(german === 1 ? '1 location' : `${german} locations`);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('filters through the form and the address', async ({ page }) => {
      await page.goto('/en/company/locations');
      await page.getByLabel('Type of location').selectOption('Production');
      await page.getByRole('button', { name: 'Show locations' }).click();
      await expect(page).toHaveURL(/type=Production/);
      for (const type of await page.locator('.location-card__type').allTextContents()) {
        expect(type).toBe('Production');
      }
    });
  });
});

test.describe('the events page (spec 2.5)', () => {
  test('lists upcoming events with dates and links', async ({ page }) => {
    await page.goto('/en/company/events');
    const list = page.locator('.event-list');
    await expect(list.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
    await expect(list.locator('time').first()).toBeVisible();
    const hrefs = await list
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|\/en\/)/);
  });
});
