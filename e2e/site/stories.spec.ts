import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

function storyTitles(page: Page) {
  return page.locator('.stories-list .story-card__title');
}

test('stories are filtered by author and by videos, then shown all again', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/en/stories');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
  await expect(storyTitles(page)).toHaveCount(22);

  await page.getByRole('combobox', { name: 'By author' }).selectOption('marco-vettori');
  await page.getByRole('button', { name: 'Show stories' }).click();
  await page.waitForURL(/\/en\/stories\?.*author=marco-vettori/);
  const byMarco = await storyTitles(page).count();
  expect(byMarco).toBeGreaterThan(0);
  expect(byMarco).toBeLessThan(22);
  await expect(page.getByRole('heading', { name: 'Recommended reads' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Videos only' }).check();
  await page.getByRole('button', { name: 'Show stories' }).click();
  await page.waitForURL(/videos=true/);
  await expect(storyTitles(page)).toHaveCount(3);
  await expect(page.locator('.stories-list .story-card__badge')).toHaveCount(3);

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);

  await page.getByRole('link', { name: 'Back to all stories' }).click();
  await page.waitForURL(/\/en\/stories$/);
  await expect(storyTitles(page)).toHaveCount(22);
  expect(problems).toEqual([]);
});

test('a story opens with its authors, feedback and recommended reads', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/en/stories');
  await hydrated(page);
  await page.getByRole('link', { name: 'Stripping without a scratch' }).click();
  await page.waitForURL(/\/en\/stories\/stripping-without-a-scratch$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stripping without a scratch' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marco Vettori' }).first()).toHaveAttribute(
    'href',
    '/en/stories/contacts/marco-vettori',
  );
  await hydrated(page);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(events).toContainEqual({
    event: 'kudex.story-feedback',
    story: 'stripping-without-a-scratch',
    helpful: true,
  });
  await expect(page.getByRole('heading', { name: 'Recommended reads' })).toBeVisible();
  expect(problems).toEqual([]);
});
