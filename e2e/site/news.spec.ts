import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The news feed lives in the browser: the button and its dot answer once React has taken over. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test('a media release is opened from the list, ad hoc releases marked', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/en/media-releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Media releases' })).toBeVisible();
  const adhoc = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Komax reports annual results 2024' }) });
  await expect(adhoc.getByText('Ad hoc', { exact: true })).toBeVisible();
  const ordinary = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'A new generation of crimp centres' }) });
  await expect(ordinary.getByText('Ad hoc', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Komax reports annual results 2024' }).click();
  await expect(page).toHaveURL(/\/en\/media-releases\/annual-results-2024$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Komax reports annual results 2024' }),
  ).toBeVisible();
  await expect(page.getByText('Ad hoc announcement')).toBeAttached();
  await expect(page.getByText(/order intake of CHF 612 million/)).toBeVisible();
  await page.getByRole('link', { name: /All media releases/ }).click();
  await expect(page).toHaveURL(/\/en\/media-releases$/);
  expect(problems).toEqual([]);
});

test('the news feed dot goes once the panel is read, more news loads, and it stays read', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/en');
  await hydrated(page);
  const dot = page.getByTestId('news-unread-dot');
  await expect(dot).toBeVisible();

  const newsButton = page.getByRole('button', { name: 'News (unread)' });
  await newsButton.click();
  const panel = page.getByRole('dialog', { name: 'News' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(10);
  await expect(
    panel.getByRole('heading', { name: 'New story: one cut, thirty thousand times' }),
  ).toBeVisible();
  await expect(dot).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await panel.getByRole('button', { name: 'Load more news' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(20);
  await panel.getByRole('button', { name: 'Load more news' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(25);
  await expect(panel.getByRole('button', { name: 'Load more news' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'News', exact: true })).toBeFocused();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'News', exact: true })).toBeVisible();
  await expect(page.getByTestId('news-unread-dot')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the news feed opens from an action link in the content', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open the news feed' }).click();
  await expect(page.getByRole('dialog', { name: 'News' })).toBeVisible();
});

test('a news feed whose script part fails to load reloads the page once, then leaves it be', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // As after a new release replaced the files: the panel's part is gone.
  await page.route(/\/assets\/NewsFeedPanel-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/en/company');
  // The panel's part is fetched ahead once the page runs; its failure reloads the page, once.
  const navigationType = () =>
    page
      .evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type as string)
      .catch(() => 'navigating');
  await expect.poll(navigationType).toBe('reload');
  await hydrated(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem('kmx:reload-guard'))).toMatch(
    /^\d+$/,
  );

  // Within 10 seconds of that reload the guard holds: opening the panel, whose part fails again,
  // reloads nothing, and the page stays usable.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('button', { name: /^News/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(page).toHaveURL(/\/en\/company\/history$/);
  expect(loads).toEqual([]);
  expect(await navigationType()).toBe('reload');
  expect(problems).toEqual([]);
});
