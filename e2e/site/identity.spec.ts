import { expect, test, type Page } from '@playwright/test';

/** Issue 20, "A visual identity": the typeface, one heading style per level, cards and grids. */

const templates = {
  content: '/en/company',
  product: '/en/products/wire-processing/cutting/cutter-355',
  classification: '/en/products',
  stories: '/en/stories',
  mediaReleases: '/en/media-releases',
} as const;

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function headingStyle(page: Page, selector: string) {
  await hydrated(page);
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        size: style.fontSize,
        weight: style.fontWeight,
        colour: style.color,
        family: style.fontFamily,
      };
    });
}

test('the page preloads the brand typeface and draws its text with it', async ({ page }) => {
  await page.goto(templates.content);
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('crossorigin', '');
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      loaded: document.fonts.check('16px "Inter Variable"'),
      family: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(drawn.loaded).toBe(true);
  expect(drawn.family.startsWith('"Inter Variable"')).toBe(true);
});

test('the level-1 heading looks the same on every template', async ({ page }) => {
  const styles = [];
  for (const path of Object.values(templates)) {
    await page.goto(path);
    styles.push({ path, ...(await headingStyle(page, 'main h1')) });
  }
  const first = styles[0];
  for (const style of styles) {
    expect({ ...style, path: first?.path }).toEqual(first);
  }
});

test('the level-2 heading looks the same on a content page and a product page', async ({
  page,
}) => {
  await page.goto(templates.content);
  const content = await headingStyle(page, 'main .block-title');
  await page.goto(templates.product);
  const product = await headingStyle(page, 'main .product-section h2');
  expect(product).toEqual(content);
});

test('story authors’ portraits are round and unsquashed', async ({ page }) => {
  await page.goto('/en/stories/contacts');
  const portraits = page.locator('.story-author-card__image img');
  expect(await portraits.count()).toBeGreaterThan(0);
  const shapes = await portraits.evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      const style = getComputedStyle(image);
      return {
        square: Math.abs(box.width - box.height) < 1,
        round: style.borderRadius === '50%',
        cropped: style.objectFit === 'cover',
      };
    }),
  );
  for (const shape of shapes) expect(shape).toEqual({ square: true, round: true, cropped: true });
});

test('a grid of cards fills its row', async ({ page }) => {
  await page.goto('/en');
  const fill = await page
    .locator('.block-teasers__grid')
    .first()
    .evaluate((grid) => {
      const cards = [...grid.children].map((card) => card.getBoundingClientRect());
      const row = cards.filter((card) => Math.abs(card.top - (cards[0]?.top ?? 0)) < 1);
      const right = Math.max(...row.map((card) => card.right));
      return grid.getBoundingClientRect().right - right;
    });
  expect(fill).toBeLessThan(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [name, path] of Object.entries(templates)) {
    test(`the ${name} page does not scroll sideways`, async ({ page }) => {
      await page.goto(path.replace('/en', '/de'));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
