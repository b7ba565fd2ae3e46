import { expect, test, type Page } from '@playwright/test';
import { collectProblems, hydrated, severeViolations } from './support/portal';

// Issue 18, the editor area's password form and page tree (spec public-site 4, 5, 7). The sandbox's
// data is described in docs/editor-area.md; the test reads names and counts from the screen and
// only relies on what that data promises: a draft-only page on the main site, pages needing German.

const editorPassword = 'Demo-2026!editor';

const signInHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Sign in to the editor area' });
const treeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Pages' });
const navigationTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.locator('caption', { hasText: 'Navigation of' }) });
const shownCount = (page: Page) => page.locator('.page-tree-view__count');

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an editor signs in, browses the tree by site, language and stage, filters, signs out', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/en/editor');
  await hydrated(page);
  await expect(signInHeading(page)).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  // A wrong password first: the spec's wrong-password flag, on the field, with focus on the summary.
  await signIn(page, 'not-the-editor-password');
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('The password is not correct');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page).toHaveTitle(/^Error: /);
  expect(await severeViolations(page)).toEqual([]);

  await signIn(page, editorPassword);
  await expect(treeHeading(page)).toBeVisible();
  await expect(treeHeading(page)).toBeFocused();
  await expect(page).not.toHaveTitle(/^Error: /);
  const site = page.getByLabel('Site', { exact: true });
  const mainSite = (await site.locator('option:checked').textContent()) ?? '';
  await expect(page).toHaveURL(/[?&]site=[^&]+&lang=en/);
  await expect(navigationTable(page).locator('caption')).toHaveText(
    `Navigation of ${mainSite} in English, Published`,
  );
  await expect(navigationTable(page).getByRole('rowheader').first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  // Another site: its own tree; then back to the main site.
  const otherSite = (await site.locator('option').nth(1).textContent()) ?? '';
  await site.selectOption({ label: otherSite });
  await expect(navigationTable(page).locator('caption')).toContainText(
    `Navigation of ${otherSite}`,
  );
  await site.selectOption({ label: mainSite });
  await expect(navigationTable(page).locator('caption')).toContainText(`Navigation of ${mainSite}`);

  // German, published: the titles in German; then the draft adds a page that exists only there.
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(navigationTable(page).locator('caption')).toHaveText(
    `Navigation of ${mainSite} in German, Published`,
  );
  await expect(page).toHaveURL(/lang=de/);
  const publishedRows = await navigationTable(page).getByRole('rowheader').count();
  const draftOnlyFlag = page.locator('.page-tree__flag', { hasText: 'Draft only, not published' });
  await expect(draftOnlyFlag).toHaveCount(0);

  await page.getByLabel('Draft', { exact: true }).check();
  await expect(navigationTable(page).locator('caption')).toHaveText(
    `Navigation of ${mainSite} in German, Draft`,
  );
  await expect(page).toHaveURL(/stage=DRAFT/);
  await expect(draftOnlyFlag.first()).toBeVisible();
  expect(await navigationTable(page).getByRole('rowheader').count()).toBeGreaterThan(publishedRows);
  const draftOnlyRow = page.locator('tr', { has: draftOnlyFlag });
  await expect(draftOnlyRow.getByRole('link').first()).toBeVisible();

  // "Needs translation in German", with its count: the tree shows exactly that many pages.
  const needs = page.getByRole('group', { name: 'Needs translation in' });
  const german = needs.getByRole('button', { name: /^German \(\d+\)$/ });
  const germanCount = Number(/\((\d+)\)/.exec((await german.textContent()) ?? '')?.[1]);
  expect(germanCount).toBeGreaterThan(0);
  await german.click();
  await expect(german).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/needs=de/);
  await expect(shownCount(page)).toHaveText(
    germanCount === 1 ? '1 page shown.' : `${germanCount} pages shown.`,
  );
  expect(await severeViolations(page)).toEqual([]);

  // The address holds it all: a reload shows the same filtered draft tree in German.
  await page.reload();
  await hydrated(page);
  await expect(treeHeading(page)).toBeVisible();
  await expect(page.getByLabel('Draft', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('de');
  await expect(german).toHaveAttribute('aria-pressed', 'true');
  await expect(shownCount(page)).toHaveText(
    germanCount === 1 ? '1 page shown.' : `${germanCount} pages shown.`,
  );

  // A state filter on top; "Clear filters" brings every page back.
  await page.getByLabel('Translation state').selectOption({ label: 'In progress' });
  await expect(page).toHaveURL(/state=InProgress/);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/needs=|state=/);
  await expect(needs.getByRole('button', { name: 'Any language' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(signInHeading(page)).toBeVisible();
  expect(problems).toEqual([]);
});
