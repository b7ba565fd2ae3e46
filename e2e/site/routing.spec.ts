import { expect, test } from '@playwright/test';

test.describe('a visitor arriving without a locale', () => {
  test.use({ locale: 'de-CH' });

  test('lands on the language the browser asks for', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('a visitor who chose a country', () => {
  test('lands on the locale the site cookie remembers', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'kmx-locale.komax', value: 'fr-ch', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr-ch$/);
  });

  test('switches country in the header and comes back to it later', async ({ page }) => {
    await page.goto('/en/company');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /^Location and language/ }).click();
    await header
      .getByRole('list', { name: 'Location' })
      .getByRole('link', { name: 'Switzerland', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en-ch\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company');

    await page.goto('/');
    await expect(page).toHaveURL(/\/en-ch$/);
  });
});

test.describe('a visitor on an address that does not exist', () => {
  test('sees the 404 page that names the address', async ({ page }) => {
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /en/no/such/page')).toBeVisible();
    await expect(page).toHaveTitle(/\| Komax$/);
  });

  test('keeps the site furniture on a slug site', async ({ page }) => {
    const response = await page.goto('/en/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /en/events/no-such-event')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
