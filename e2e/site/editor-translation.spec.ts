import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support/portal';

// Issue 18, the translation panel and the preview. The sandbox keeps translation state in memory
// for the server's life and the specs share one server: this spec changes only "Meilensteine"
// (page-company-milestones, German and French marked for translation, German's source changed
// since its export), which no other spec touches, and leaves it marked for translation again.

const editorPassword = 'Demo-2026!editor';
const treeOfMainSiteInGerman = '/en/editor?site=site-main&lang=de';

async function signInToEditorArea(page: Page): Promise<void> {
  await page.goto(treeOfMainSiteInGerman);
  // The first page of a freshly started server may take a while.
  await expect(page.getByLabel('Password')).toBeVisible({ timeout: 15_000 });
  await hydrated(page);
  await page.getByLabel('Password').fill(editorPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
}

/** Serious and critical axe violations inside one part of the page. */
async function severeViolationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

function languageRow(panel: Locator, language: string): Locator {
  return panel
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name: language }) });
}

test('an editor starts and resets the translation of a page without a reload', async ({ page }) => {
  await signInToEditorArea(page);
  // A marker that a full page load would wipe: every change below happens in place.
  await page.evaluate(() => {
    (window as unknown as { kmxNoReload: boolean }).kmxNoReload = true;
  });

  await page
    .getByRole('rowheader', { name: /Meilensteine/ })
    .getByRole('link')
    .click();
  const panel = page.getByRole('region', { name: 'Translation of “Meilensteine”' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  const german = languageRow(panel, 'German (de)');
  const french = languageRow(panel, 'French (fr)');
  await expect(german).toContainText('Marked for translation');
  await expect(german).toContainText('Source changed since export');
  await expect(german.locator('time').first()).toHaveAttribute('datetime', /^2023-01-09/);
  await expect(french).toContainText('not yet');
  expect(await severeViolationsIn(page, '.translation-panel')).toEqual([]);

  await panel.getByRole('button', { name: 'Start translation' }).click();
  await expect(german).toContainText('In progress');
  await expect(french).toContainText('In progress');
  // Start exports now: the source is no longer newer than the export.
  await expect(german).not.toContainText('Source changed since export');
  await expect(panel).toContainText('In progress: the state is refreshed by itself.');

  await panel.getByRole('button', { name: 'Reset translation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the translation?' });
  await expect(confirm).toContainText('These languages of “Meilensteine” will be marked');
  await expect(confirm.getByRole('listitem')).toHaveText(['German', 'French']);
  expect(await severeViolationsIn(page, '.reset-confirm')).toEqual([]);
  await confirm.getByRole('button', { name: 'Reset translation' }).click();
  await expect(confirm).toBeHidden();
  await expect(german).toContainText('Marked for translation');
  await expect(french).toContainText('Marked for translation');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { kmxNoReload?: boolean }).kmxNoReload),
  ).toBe(true);
});

test('an editor previews a draft and switches to the published page', async ({ page }) => {
  await signInToEditorArea(page);
  await page.getByRole('radio', { name: 'Draft' }).check();
  await expect(page).toHaveURL(/stage=DRAFT/);

  // page-careers: its draft has another title than the published page.
  await page.getByRole('link', { name: 'Preview Karriere bei Komax' }).click();
  const banner = page.getByRole('complementary', { name: 'Preview stage and language' });
  await expect(banner).toContainText('Draft · German');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere bei Komax');
  await expect(page).toHaveTitle(/Karriere bei Komax · Draft/);
  await expect(page.getByRole('note').first()).toContainText('The preview shows text content only');
  expect(await severeViolationsIn(page, '.draft-preview')).toEqual([]);

  await banner.getByRole('link', { name: 'Show the published page' }).click();
  await expect(banner).toContainText('Published · German');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere');
  await expect(page).toHaveTitle(/Karriere · Published/);
  expect(await severeViolationsIn(page, '.draft-preview')).toEqual([]);

  await banner.getByRole('link', { name: 'Back to the page tree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page).not.toHaveURL(/preview=/);
});
