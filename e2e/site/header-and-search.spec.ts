import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Issue 20: the header (sticky, mega menu, one row in German, tab order) and the search's address. */

async function openHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function box(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not laid out');
  return found;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function seriousAxeViolations(page: Page, include: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(include).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe('the sticky header', () => {
  test('stays at the top while the page scrolls, and an anchor lands below it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await openHydrated(page, '/de');
    const banner = page.getByRole('banner');
    await page.mouse.wheel(0, 1200);
    await expect.poll(async () => (await box(banner)).y).toBe(0);

    const link = page
      .getByRole('navigation', { name: 'Auf dieser Seite' })
      .getByRole('link')
      .last();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#./);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const target = page.locator(href);
    await expect
      .poll(async () => {
        const header = await box(banner);
        const heading = await box(target);
        return heading.y >= header.y + header.height;
      })
      .toBe(true);
  });
});

test.describe('the German header', () => {
  for (const path of ['/de', '/de-ch']) {
    for (const width of [1024, 1280, 1366, 1440]) {
      test(`fits its main menu on one row on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openHydrated(page, path);
        const items = page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .locator('.main-nav__item');
        const tops = new Set<number>();
        for (const item of await items.all()) tops.add(Math.round((await box(item)).y));
        expect(tops.size).toBe(1);
        // The header is its two fixed rows (utility bar, menu), border included: 6rem.
        expect(Math.round((await box(page.getByRole('banner'))).height)).toBe(96);
      });
    }
  }
});

test.describe('the mega menu', () => {
  test('opens by keyboard with the section’s teaser, moves by arrows and closes with Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await openHydrated(page, '/en');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Company submenu' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Overview: Company' })).toBeFocused();
    await expect(nav.getByText('A machine maker since 1975')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Overview: Company' })).not.toBeFocused();
    expect(await seriousAxeViolations(page, 'header')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays the drawer on the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHydrated(page, '/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Company' })).toBeVisible();
    await nav.getByRole('button', { name: 'Company submenu' }).click();
    await expect(nav.getByText('A machine maker since 1975')).toBeHidden();
  });
});

test.describe('the tab order', () => {
  test('reaches the utility bar (search, language, log in) before the main menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await openHydrated(page, '/en');
    await page.getByRole('link', { name: 'Komax home page' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
    ).toBeFocused();
  });

  test('never leaves the open search dialog, either way', async ({ page }) => {
    await openHydrated(page, '/en');
    const search = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await search.click();
    const dialog = page.getByRole('dialog', { name: 'Site search' });
    await expect(dialog).toBeVisible();
    const inDialog = () =>
      page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();
  });
});

test.describe('search before the script and with an address of its own', () => {
  test.use({ javaScriptEnabled: false });

  test('a tap on Search before hydration opens the search page, which searches without script', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('wire');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=wire$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “wire”' })).toBeVisible();
    const hits = page.locator('.site-search__record');
    await expect(hits).toHaveCount(10);

    await page.getByRole('link', { name: /^show \d+ more$/ }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=wire&page=2$/);
    const total = await hits.count();
    expect(total).toBeGreaterThan(10);

    await page.reload();
    await expect(hits).toHaveCount(total);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/search\?q=wire$/);
    await expect(hits).toHaveCount(10);
  });

  test('the 404 page offers a search form that works without script', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    const form = page.getByRole('search', { name: 'Looking for something else? Search the site.' });
    await form.getByRole('searchbox').fill('cutter');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=cutter$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Results for “cutter”' }),
    ).toBeVisible();
  });
});

test.describe('the search page with script', () => {
  test('has no serious axe violations and keeps its results on reload', async ({ page }) => {
    await openHydrated(page, '/de/search?q=wire');
    await expect(page.getByRole('heading', { level: 2, name: /wire/ })).toBeVisible();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });
});

test.describe('search suggestions', () => {
  for (const width of [1366, 390]) {
    test(`are not clipped by the dialog and do not cover the search button at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, '/en');
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Site search' });
      await dialog.getByRole('combobox').pressSequentially('cutt');
      const options = dialog.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
      await expect(options.first()).toBeVisible();
      const dialogBox = await box(dialog);
      const last = await box(options.last());
      expect(last.y + last.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
      const list = await box(dialog.getByRole('listbox'));
      const submit = await box(dialog.getByRole('button', { name: 'Search', exact: true }));
      expect(overlaps(list, submit)).toBe(false);
    });
  }
});

test.describe('the side buttons and the flash message', () => {
  test('at 1024 px the side tabs lie on no text', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openHydrated(page, '/en');
    const tabs = await box(page.getByRole('complementary', { name: 'Quick actions' }));
    for (const text of await page.locator('#main p, #main h1, #main h2').all()) {
      if (!(await text.isVisible())) continue;
      expect(overlaps(await box(text), tabs)).toBe(false);
    }
  });

  test('on the phone the buttons float over no text and the German flash message keeps its width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHydrated(page, '/de');
    const buttons = page.locator('.side-buttons');
    expect(await buttons.evaluate((element) => getComputedStyle(element).position)).not.toBe(
      'fixed',
    );
    const buttonsBox = await box(buttons);
    for (const text of await page.locator('#main p, #main h1, #main h2').all()) {
      if (!(await text.isVisible())) continue;
      expect(overlaps(await box(text), buttonsBox)).toBe(false);
    }
    const flashText = await box(page.locator('.flash-message__body').first());
    expect(flashText.width).toBeGreaterThan(250);
  });
});
