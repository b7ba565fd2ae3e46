import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface PageViewEntry {
  readonly event: string;
  readonly page: { readonly path: string; readonly title: string; readonly language: string };
}

/** The kudex.page-view events the data layer has received, in order. */
function pageViews(page: Page): Promise<PageViewEntry[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is PageViewEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry as { event?: unknown }).event === 'kudex.page-view',
    ),
  );
}

/** Set on the window once; it survives only as long as no document is loaded. */
function marker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as { __marker?: unknown }).__marker);
}

async function openHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => {
    (window as { __marker?: unknown }).__marker = 'same document';
  });
}

test.describe('a visitor moving between pages', () => {
  test.use({ viewport: { width: 1280, height: 480 } });

  test('opens a content page from the home page without loading a document', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });

    await openHydrated(page, '/en');
    expect(documents).toHaveLength(1);
    await expect.poll(() => pageViews(page)).toHaveLength(1);

    // Its payload may already be preloaded (the link is in view): no wait for that request.
    await page.locator('a[href="/en/company"]:visible').first().click();

    await expect(page).toHaveURL(/\/en\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company');
    await expect(page).toHaveTitle(/Company/);
    expect(await marker(page)).toBe('same document');
    expect(documents).toHaveLength(1);
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page.getByText(/^Page loaded: .*Company/)).toBeAttached();

    const views = await pageViews(page);
    expect(views.map((view) => view.page.path)).toEqual(['/en', '/en/company']);
    expect(views[1]?.page.language).toBe('en');
    expect(problems).toEqual([]);
  });

  test('gets the scroll position back on going back', async ({ page }) => {
    await openHydrated(page, '/en/company');
    // Scrolled down to a link further down the page (the footer), as a reader would.
    const privacy = page.locator('a[href="/en/privacy"]:visible').first();
    await privacy.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await privacy.click();
    await expect(page).toHaveURL(/\/en\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page).toHaveTitle(/Company/);
    expect(await marker(page)).toBe('same document');

    const views = await pageViews(page);
    expect(views.map((view) => view.page.path)).toEqual([
      '/en/company',
      '/en/privacy',
      '/en/company',
    ]);
  });

  test('keeps the page accessible after a client navigation', async ({ page }) => {
    await openHydrated(page, '/en');
    await page.locator('a[href="/en/company"]:visible').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company');
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(severe.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('a visitor whose payload request fails', () => {
  test('still gets the page, by a full page load', async ({ page }) => {
    await openHydrated(page, '/en');
    await page.route('**/_payload.json*', (route) => route.abort());
    await page.locator('a[href="/en/company"]:visible').first().click();
    await expect(page).toHaveURL(/\/en\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company');
    expect(await marker(page)).toBeUndefined();
  });
});
