import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** A product with variants and figures in both systems of units (sandbox catalogue). */
const productPath = '/en/products/wire-processing/cutting/cutter-355';

/** The toggle answers only once React has taken over the server's HTML. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

function technicalData(page: Page) {
  return page.getByRole('region', { name: 'Technical data' });
}

test.describe('the product page (spec 2.5)', () => {
  test('the metric/imperial toggle changes the figures, and a reload keeps the choice', async ({
    page,
  }) => {
    await page.goto(productPath);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cutter 355' })).toBeVisible();
    const data = technicalData(page);
    const metric = data.getByRole('button', { name: 'Metric' });
    const imperial = data.getByRole('button', { name: 'Imperial' });
    await expect(metric).toHaveAttribute('aria-pressed', 'true');
    await expect(data.getByRole('cell', { name: '48 kg' })).toBeVisible();
    await expect(data.getByRole('cell', { name: '106 lb' })).toHaveCount(0);

    // By keyboard: the toggle is a pair of real buttons.
    await imperial.focus();
    await page.keyboard.press('Enter');
    await expect(imperial).toHaveAttribute('aria-pressed', 'true');
    await expect(data.getByRole('cell', { name: '106 lb' })).toBeVisible();
    await expect(data.getByRole('cell', { name: '48 kg' })).toHaveCount(0);
    await expect(page.getByRole('option', { name: /up to 14 AWG/ })).toBeAttached();

    // The server renders the choice from the cookie: checked before any script runs again.
    await page.reload();
    await expect(imperial).toHaveAttribute('aria-pressed', 'true');
    await expect(data.getByRole('cell', { name: '106 lb' })).toBeVisible();
  });

  test('the product video plays from the site’s own origin, within the CSP', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(productPath);
    await hydrated(page);
    const video = page.locator('video.product-video');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('source')).toHaveAttribute('src', /^\/catalogue-media\/.+\.mp4$/);
    // Muted, as a page may start a video without a gesture; the player asks for ranges.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
    expect(refused).toEqual([]);
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    await page.goto(productPath);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      severe.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target)}`),
    ).toEqual([]);
  });
});
