import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('a visitor on the English home page', () => {
  test('sees the title from the content service and can hide the notice after hydration', async ({
    page,
  }, testInfo) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Precision wire processing | Komax');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precision wire processing');

    // The button exists in the server HTML; only a hydrated page reacts to the click.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const notice = page.getByRole('status', { name: 'Notice' });
    await expect(notice).toContainText('Welcome');
    await page.getByRole('button', { name: 'Hide message' }).click();
    await expect(notice).toHaveCount(0);

    await page.screenshot({ path: testInfo.outputPath('home-en.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/en');
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(severe.map((v) => v.id)).toEqual([]);
  });
});

test.describe('a visitor on the German home page', () => {
  test('reads German and the hide button is labelled in German', async ({ page }) => {
    await page.goto('/de');
    await expect(page).toHaveTitle('Präzise Kabelverarbeitung | Komax');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Meldung ausblenden' }).click();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('a visitor on an unknown address', () => {
  test('gets a 404 page that names the address and links home', async ({ page }) => {
    const response = await page.goto('/en/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /en/no/such/page')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});
