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

    // The cookie is written once its small script part has loaded; a visitor never reloads sooner.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => /imperial/i.test(c.value)))
      .toBe(true);
    // The server renders the choice from the cookie: checked before any script runs again.
    await page.reload();
    await expect(imperial).toHaveAttribute('aria-pressed', 'true');
    await expect(data.getByRole('cell', { name: '106 lb' })).toBeVisible();
  });

  test('a related product opened after a switch shows the chosen system (spec 4)', async ({
    page,
  }) => {
    // The related page is preloaded in metric before the switch; that answer must not be used.
    let preloaded = false;
    page.on('response', (response) => {
      if (/\/stripper-480\/_payload\.json/.test(response.url())) preloaded = true;
    });
    await page.goto(productPath);
    await hydrated(page);
    const related = page
      .getByRole('region', { name: 'Related products' })
      .getByRole('link', { name: 'Stripper 480', exact: true });
    // At most four preloads run at once (spec 9): while the page's own preloads hold them, a hover
    // starts none, so the visitor's pointer comes back until one has been answered.
    await expect
      .poll(async () => {
        if (!preloaded) {
          await page.mouse.move(0, 0);
          await related.hover();
        }
        return preloaded;
      })
      .toBe(true);

    await technicalData(page).getByRole('button', { name: 'Imperial' }).click();
    // The cookie is written by a script part of its own: the server renders by it.
    await expect
      .poll(async () =>
        (await page.context().cookies()).some(
          (cookie) =>
            cookie.name.startsWith('kmx-measurement-system.') && cookie.value === 'Imperial',
        ),
      )
      .toBe(true);

    await related.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stripper 480' })).toBeVisible();
    const data = technicalData(page);
    await expect(data.getByRole('button', { name: 'Imperial' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(data.getByRole('cell', { name: '48.5 lb' })).toBeVisible();
  });

  test('the comparison opened after a switch starts from the chosen system (spec 4)', async ({
    page,
  }) => {
    await page.goto(productPath);
    await hydrated(page);
    const data = technicalData(page);
    await data.getByRole('button', { name: 'Imperial' }).click();
    const add = page.getByRole('button', { name: 'Compare Cutter 355', exact: true });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Compare (1)' }).click();
    const panel = page.getByRole('dialog', { name: 'Product comparison' });
    await panel.getByRole('button', { name: 'Compare the products of Cutting' }).click();
    const view = page.getByRole('dialog', { name: 'Comparison: Cutting' });
    await expect(view.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await expect(view.getByRole('rowheader', { name: /^Weight \(lb\)/ })).toBeVisible();

    // A choice in the view is the page's too.
    await view.getByRole('radio', { name: 'Metric' }).check();
    await expect(view.getByRole('rowheader', { name: /^Weight \(kg\)/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(data.getByRole('button', { name: 'Metric' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(data.getByRole('cell', { name: '48 kg' })).toBeVisible();
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
