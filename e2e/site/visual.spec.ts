import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, severeViolations } from './support/portal';

/**
 * Issue 20, "How it is proven": the look of the public site's main pages, compared with committed
 * baselines (`visual.spec.ts-snapshots/`, one PNG a page, width and language), plus axe on each.
 * It runs in the `visual` project of `playwright.config.ts`; update the baselines with
 * `--project=visual --update-snapshots` once a change of look is wanted (docs/stories.md).
 */

type Language = 'en' | 'de';

interface View {
  readonly name: string;
  /** Opens the view, ready to be photographed. */
  readonly open: (page: Page, language: Language) => Promise<void>;
  /** What changes from run to run on this view, painted over in the screenshot. */
  readonly mask?: (page: Page) => readonly Locator[];
  /** Only a part of the page is photographed (a dialog), not the whole page. */
  readonly part?: (page: Page) => Locator;
}

async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/** Dates the reader sees relative to today, and counts of what is new since the last visit. */
function changing(page: Page): readonly Locator[] {
  return [page.locator('.news-feed-button__count, [data-visual-changes]')];
}

/** Adds the first two products of a classification to the comparison and opens it. */
async function openComparison(page: Page, language: Language): Promise<void> {
  await openPage(page, `/${language}/products/wire-processing/cutting`);
  const buttons = page.locator('.add-to-comparison');
  for (const index of [0, 1]) {
    const button = buttons.nth(index);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await page.locator('.compare-panel__open').click();
  const panel = page.getByRole('dialog').filter({ has: page.locator('.compare-panel__group') });
  await panel.locator('.comparison-button--primary').first().click();
  await expect(page.locator('.comparison-view').getByRole('columnheader')).toHaveCount(2);
}

async function openSearchWithSuggestions(page: Page, language: Language): Promise<void> {
  await openPage(page, `/${language}`);
  await page.getByRole('banner').locator('button.site-search__open').click();
  const input = page.locator('.site-search__input');
  await expect(input).toBeFocused();
  await input.pressSequentially('cutt');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
}

/** The portal sends a visitor without a session to the identity provider's sign-in page. */
async function openSignIn(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/mykomax`);
  await expect(page).toHaveURL(/\/am\/oauth2\/realms\/root\/realms\/alpha\//, { timeout: 15_000 });
  await expect(page.locator('input[type="password"]')).toBeVisible();
}

const views: readonly View[] = [
  { name: 'home', open: (page, language) => openPage(page, `/${language}`), mask: changing },
  {
    name: 'content-page',
    open: (page, language) => openPage(page, `/${language}/company`),
    mask: changing,
  },
  {
    name: 'product-page',
    open: (page, language) =>
      openPage(page, `/${language}/products/wire-processing/cutting/cutter-355`),
    mask: changing,
  },
  {
    name: 'comparison',
    open: openComparison,
    part: (page) => page.locator('.comparison-view'),
  },
  {
    name: 'search-suggestions',
    open: openSearchWithSuggestions,
    part: (page) => page.locator('.site-search__dialog'),
  },
  {
    name: 'stories',
    open: (page, language) => openPage(page, `/${language}/stories`),
    mask: changing,
  },
  { name: 'portal-sign-in', open: openSignIn },
];

const widths = [1366, 390] as const;
const languages: readonly Language[] = ['en', 'de'];

/** Waits until what the screenshot shows has stopped changing: fonts, every picture, layout. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold would load while the full-page screenshot scrolls: load them now.
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              image.addEventListener('load', () => resolve(), { once: true });
              image.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    );
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}

for (const view of views) {
  for (const width of widths) {
    for (const language of languages) {
      const name = `${view.name}-${language}-${width}`;
      test(`${view.name} in ${language} at ${width} px looks as approved and passes axe`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
        await view.open(page, language);
        await settled(page);
        const mask: Locator[] = [...(view.mask?.(page) ?? [])];
        const partOptions = {
          animations: 'disabled',
          caret: 'hide',
          mask,
          maxDiffPixelRatio: 0.01,
          // Two stable full-page shots of a long page take a while on two shared cores.
          timeout: 30_000,
        } as const;
        if (view.part === undefined) {
          await expect(page).toHaveScreenshot(`${name}.png`, { ...partOptions, fullPage: true });
        } else {
          await expect(view.part(page)).toHaveScreenshot(`${name}.png`, partOptions);
        }
        expect(await severeViolations(page)).toEqual([]);
      });
    }
  }
}
