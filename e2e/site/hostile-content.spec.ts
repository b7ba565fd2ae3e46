import { expect, test, type Page } from '@playwright/test';

/** The sandbox page made for it: its rich text carries the ids of the page's own elements. */
const pastedMarkup = '/en/style-guide-pasted-markup';

/** Every console error counts, script errors too. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('a content page whose rich text carries id="kmx-view"', () => {
  test('hydrates, and its search suggests and finds', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto(pastedMarkup);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The pasted paragraph is there, under an id of its own, and its link still leads to it.
    const pasted = page.getByText('This paragraph came with the id of the page’s startup data.');
    await expect(pasted).toHaveAttribute('id', 'content-kmx-view');
    await expect(page.getByRole('link', { name: 'Back to the first paragraph' })).toHaveAttribute(
      'href',
      '#content-kmx-view',
    );
    // The picture whose address is broken shows the placeholder, which loads.
    const picture = page.getByRole('img', { name: 'A picture whose address is broken' });
    await expect(picture).toHaveAttribute('src', /^\/images\/placeholder\.svg\?/);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Site search' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search the site' });
    await input.pressSequentially('cutt');
    const options = dialog.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await input.press('Enter');
    await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
