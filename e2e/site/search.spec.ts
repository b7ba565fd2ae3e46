import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The search button opens the dialog only once React has taken over the server's HTML. */
async function openSearch(page: Page, path = '/en') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Every console error counts, script errors too. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the site search', () => {
  test('suggests while typing; a suggestion chosen by keyboard is searched', async ({ page }) => {
    const problems = collectProblems(page);
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox', { name: 'Search the site' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'What are you looking for?');
    await input.pressSequentially('cutt');
    const options = dialog.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    // The completions of the whole query, not of a part typed before it (they come debounced).
    await expect(options.first()).toContainText(/cutt/i);
    await input.press('ArrowDown');
    const chosen = (await options.first().textContent()) ?? '';
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(input).toHaveValue(chosen);
    await expect(dialog.getByRole('heading', { name: `Results for “${chosen}”` })).toBeVisible();
    await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible();

    await input.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
    ).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('"show N more" appends the next page; the open search has no serious axe violations', async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox');
    await input.fill('wire');
    await input.press('Enter');
    // The sandbox's pages decide how many match: more than one page of 10.
    const count = dialog.getByText(/^\d+ results$/);
    await expect(count).toBeVisible();
    const total = Number.parseInt((await count.textContent()) ?? '', 10);
    expect(total).toBeGreaterThan(10);
    await expect(dialog.getByText(`1–10 of ${total}`)).toBeVisible();
    const hits = dialog.getByRole('listitem');
    await expect(hits).toHaveCount(10);

    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    const severe = axe.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Each "show N more" appends the next page of 10 (or what is left), until none is left.
    for (let shown = 10; shown < total; shown += 10) {
      const next = Math.min(10, total - shown);
      await dialog.getByRole('button', { name: `show ${next} more` }).click();
      await expect(dialog.getByText(`1–${shown + next} of ${total}`)).toBeVisible();
      await expect(hits).toHaveCount(shown + next);
    }
    await expect(dialog.getByRole('button', { name: /more$/ })).toHaveCount(0);
  });

  test('says so when nothing is found', async ({ page }) => {
    const dialog = await openSearch(page);
    const input = dialog.getByRole('combobox');
    await input.fill('qqqxqqq');
    await input.press('Enter');
    await expect(dialog.getByText('Nothing found for “qqqxqqq”. Try other words.')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(0);
  });
});
