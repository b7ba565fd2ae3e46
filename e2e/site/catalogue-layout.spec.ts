import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Issue 20, "Defects a visitor meets today": the catalogue's and the tables' part. */

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

const productPath = '/en/products/wire-processing/stripping/stripper-480';

test('a pressed Compare button keeps its text readable on hover', async ({ page }) => {
  await page.goto('/en/products/wire-processing/cutting');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Compare Cutter 355', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.hover();
  const colours = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, background: style.backgroundColor };
  });
  expect(colours.text).not.toBe(colours.background);
});

test('the related products’ buttons keep a gap to the next heading', async ({ page }) => {
  await page.goto(productPath);
  const groups = page.locator('.related-group');
  expect(await groups.count()).toBeGreaterThan(1);
  const gaps = await page.locator('.related-products').evaluate((list) => {
    const sections = [...list.querySelectorAll('.related-group')];
    return sections.slice(1).map((section, index) => {
      const before = sections[index]?.querySelectorAll('.product-card');
      const lastBottom = Math.max(
        ...[...(before ?? [])].map((card) => card.getBoundingClientRect().bottom),
      );
      return section.querySelector('h2')!.getBoundingClientRect().top - lastBottom;
    });
  });
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(24);
});

test.describe('Talk to an Expert near the top of a product page', () => {
  test('opens the contact panel naming the product', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(productPath);
    await hydrated(page);
    const call = page.getByRole('link', { name: 'Talk to an Expert' });
    await expect(call).toBeInViewport();
    await call.click();
    const panel = page.getByRole('dialog', { name: 'Talk to an Expert' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Stripper 480');
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a link to the contact page', async ({ page }) => {
      await page.goto(productPath);
      const call = page.getByRole('link', { name: 'Talk to an Expert' });
      await expect(call).toHaveAttribute('href', /^\/en\/[a-z-]*contact/);
    });
  });
});

test.describe('the product catalogue’s root: a finder with its choices in the address', () => {
  test('pages the products, filters them, and Back restores the previous choice', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/en/products');
    await hydrated(page);
    await expect(page.getByText('Products in Products')).toHaveCount(0);
    const list = page.getByRole('region', { name: 'All products' });
    await expect(list.locator('.catalogue-card')).toHaveCount(12);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/products\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const finder = page.getByRole('search', { name: 'Find a product' });
    await finder.getByRole('combobox', { name: 'Product family' }).selectOption('stripping');
    await finder.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/[?&]classification=stripping\b/);
    const found = page.getByRole('region', { name: 'Matching products' });
    const links = await found
      .locator('.catalogue-card a[href*="/products/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toContain('/products/wire-processing/stripping/');

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/products\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(problems).toEqual([]);
    expect(await severeViolations(page)).toEqual([]);
  });

  test('ignores values that name nothing, never a server error', async ({ page }) => {
    const response = await page.goto(
      '/en/products?classification=%3Cscript%3E&capability=nope&page=-3&page=x',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'All products' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form narrows the list by capability', async ({ page }) => {
      await page.goto('/en/products');
      const finder = page.getByRole('search', { name: 'Find a product' });
      const capability = finder.getByRole('combobox', { name: 'Capability' });
      const value = await capability.locator('option').nth(1).getAttribute('value');
      await capability.selectOption(value ?? '');
      await finder.getByRole('button', { name: 'Show products' }).click();
      await expect(page).toHaveURL(new RegExp(`capability=${value ?? ''}`));
      await expect(page.getByRole('region', { name: 'Matching products' })).toBeVisible();
      await expect(capability).toHaveValue(value ?? '');
    });
  });
});

test('imperial figures keep their significant digits (0.1 mm is not 0 in)', async ({ page }) => {
  await page.goto('/en/products/wire-processing/crimping/crimp-centres/crimp-centre-9');
  await hydrated(page);
  await page.getByRole('button', { name: 'Imperial' }).first().click();
  await expect(page.getByRole('cell', { name: '0.00394–0.984 in' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^0–/ })).toHaveCount(0);
});

test.describe('on the phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [
    '/en/company',
    '/en/investors/share',
    '/en/investors/financial-calendar',
    '/en/products',
    productPath,
  ]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    });
  }

  test('the company figures show their values', async ({ page }) => {
    await page.goto('/en/company');
    const table = page.locator('.block-table table').first();
    const cells = table.locator('tbody td');
    expect(await cells.count()).toBeGreaterThan(0);
    for (const cell of await cells.all()) await expect(cell).toBeInViewport({ ratio: 0 });
    const outside = await table.evaluate((element) => {
      const scroller = element.closest('.block-table__scroller')!.getBoundingClientRect();
      return [...element.querySelectorAll('tbody td')].filter(
        (cell) => cell.getBoundingClientRect().right > scroller.right + 1,
      ).length;
    });
    expect(outside).toBe(0);
  });

  test('the comparison table reads whole words and scrolls in its own region', async ({ page }) => {
    await page.goto('/en/products/wire-processing/cutting');
    await hydrated(page);
    for (const name of ['Cutter 355', 'Cutter 120']) {
      const button = page.getByRole('button', { name: `Compare ${name}`, exact: true });
      await expect(button).toBeEnabled();
      await button.click();
    }
    await page.getByRole('button', { name: 'Compare (2)' }).click();
    await page
      .getByRole('dialog', { name: 'Product comparison' })
      .getByRole('button', { name: 'Compare the products of Cutting' })
      .click();
    const view = page.getByRole('dialog', { name: 'Comparison: Cutting' });
    await expect(view).toBeVisible();
    const problems = await view.evaluate((dialog) => {
      const found: string[] = [];
      const lineHeight = (element: Element) => parseFloat(getComputedStyle(element).lineHeight);
      for (const button of dialog.querySelectorAll('table .comparison-button')) {
        const text = button.getBoundingClientRect().height - 2 * 8;
        if (text > 1.5 * lineHeight(button)) found.push(`button wraps: ${button.textContent}`);
      }
      const canvas = document.createElement('canvas').getContext('2d')!;
      for (const select of dialog.querySelectorAll('select')) {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const option = (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
        const room = select.clientWidth - parseFloat(style.paddingLeft) - 20;
        if (canvas.measureText(option).width > room) found.push(`select cut: ${option}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    await expect(view.getByRole('region', { name: /compared products/ })).toBeVisible();
  });
});
