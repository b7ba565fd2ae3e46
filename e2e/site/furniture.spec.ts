import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const screenshotDirectory = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));

/** Menus and dialogs answer only once React has taken over the server's HTML. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Every console error counts: script errors, hydration, and resources (images) that fail to load. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the location and language selector in the header', () => {
  test('switches the language, then the country', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/en');
    await hydrated(page);
    const header = page.getByRole('banner');

    await header.getByRole('button', { name: /^Location and language/ }).click();
    const languages = header.getByRole('list', { name: 'Language' });
    await expect(languages.locator('a[hreflang="en"]')).toHaveAttribute('aria-current', 'true');
    await languages.locator('a[hreflang="de"]').click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await hydrated(page);

    const toggle = header.getByRole('button', { name: /^Standort und Sprache/ });
    await toggle.click();
    // The countries come when the panel opens; a long list has a filter, and the region code
    // finds the country whatever its display name.
    const filter = header.getByRole('searchbox', { name: 'Länder filtern' });
    await filter.fill('ch');
    const countries = header.getByRole('list', { name: 'Standort' });
    await countries.locator('a[href^="/de-ch"]').first().click();
    await expect(page).toHaveURL(/\/de-ch$/);
    await hydrated(page);

    await header.getByRole('button', { name: /^Standort und Sprache/ }).click();
    await expect(
      header.getByRole('list', { name: 'Standort' }).locator('a[aria-current="true"]'),
    ).toHaveAttribute('href', /^\/de-ch/);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('list', { name: 'Standort' })).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('the main navigation and the breadcrumbs', () => {
  test('lead down to a deep content page whose trail is Home, Company, History, Milestones', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/en');
    await hydrated(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const submenu = nav.getByRole('button', { name: 'Company submenu' });
    await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/company\/history$/);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('History');

    await page.getByRole('link', { name: 'See the milestones' }).click();
    await expect(page).toHaveURL(/\/en\/company\/history\/milestones$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milestones');

    const items = crumbs.getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    await expect(crumbs.getByRole('link', { name: 'Company' })).toHaveAttribute(
      'href',
      '/en/company',
    );
    await expect(crumbs.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/en/company/history',
    );
    const current = crumbs.locator('[aria-current="page"]');
    await expect(current).toHaveText('Milestones');
    await expect(current).not.toHaveAttribute('href', /.*/);
    for (const link of await crumbs.getByRole('list').getByRole('link').all()) {
      await expect(link).toHaveAttribute('rel', 'nofollow');
    }

    // Small screens: only the back link to the parent.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(crumbs.getByRole('list')).toBeHidden();
    await expect(crumbs.getByRole('link', { name: 'Back to History' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('opens and closes a submenu with the keyboard', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const submenu = nav.getByRole('button', { name: 'Company submenu' });
    await submenu.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'History', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(submenu).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeFocused();
  });
});

test.describe('accessibility of the furniture', () => {
  for (const [name, path] of [
    ['the home page', '/en'],
    ['a content page', '/en/company/history'],
    ['the 404 page', '/en/no/such/page'],
  ] as const) {
    test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        severe.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target)}`),
      ).toEqual([]);
    });
  }
});

test.describe('the home page on a phone and on a desktop', () => {
  for (const width of [375, 1280]) {
    test(`looks right at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      await hydrated(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      mkdirSync(screenshotDirectory, { recursive: true });
      const path = `${screenshotDirectory}home-en-${width}.png`;
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`home-en-${width}`, { path, contentType: 'image/png' });
    });
  }
});
