import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Spec public-site 2.3; the demo passwords are in the README ("Protected pages").
const internal = '/en/events/internal-2025';
const subPage = '/en/events/internal-2025/internal-productronica';

test.describe('a visitor at a password-protected page', () => {
  test('is refused an empty and a wrong password, gets in with the right one, sub-pages too', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(internal);
    expect(response?.headers()['cache-control'] ?? '').not.toContain('public');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal: events 2025');
    await expect(page.getByText('This area is for Komax employees')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    const password = page.getByLabel('Password');
    await page.getByRole('button', { name: 'Show page' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await password.fill('Demo-2026!guess');
    await page.getByRole('button', { name: 'Show page' }).click();
    await expect(page.getByRole('alert')).toContainText('The password is not correct');
    await expect(page).toHaveURL(new RegExp(`${internal}$`));

    await page.getByLabel('Password').fill('Demo-2026!events');
    await page.getByRole('button', { name: 'Show page' }).click();
    await expect(page.getByText('This area is for Komax employees')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);

    await page.goto(subPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Internal: Productronica briefing',
    );
    await expect(page.getByLabel('Password')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('gets a gate without serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/en/productronica/internal');
    await expect(page.getByLabel('Password')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(severe.map((v) => v.id)).toEqual([]);
  });
});

test.describe('a visitor without scripts at a password-protected page', () => {
  test.use({ javaScriptEnabled: false });

  test('is answered by the server with the same messages, and gets in', async ({ page }) => {
    const gate = '/en/productronica/internal';
    await page.goto(gate);
    await page.getByRole('button', { name: 'Show page' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a password');

    await page.getByLabel('Password').fill('Demo-2026!guess');
    await page.getByRole('button', { name: 'Show page' }).click();
    await expect(page.getByRole('alert')).toContainText('The password is not correct');

    await page.getByLabel('Password').fill('Demo-2026!productronica');
    await page.getByRole('button', { name: 'Show page' }).click();
    await expect(page).toHaveURL(new RegExp(`${gate}$`));
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Internal: Productronica booth team',
    );
  });
});
