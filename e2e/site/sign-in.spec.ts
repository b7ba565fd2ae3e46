import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn, tokenKey, userMenu } from './support/portal';

const customer = demoUsers.mira;

/** No session yet: the silent attempt fails and the portal sends the visitor to sign in. */
async function signInByRedirect(page: Page) {
  await signIn(page, customer, '/en/mykomax');
}

test.describe('a customer signing in to the portal', () => {
  test('signs in by redirect and sees who is signed in', async ({ page }) => {
    await signInByRedirect(page);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), tokenKey);
    expect(stored).toContain('accessToken');
  });

  test('is renewed silently through the frame when the token nears expiry', async ({ page }) => {
    await signInByRedirect(page);
    // Bring the stored token inside the 180-second renewal threshold, without a refresh token,
    // so only the silent frame can renew it.
    await page.evaluate((key) => {
      const tokens = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<
        string,
        unknown
      >;
      delete tokens['refreshToken'];
      tokens['tokenExpiry'] = Date.now() + 60_000;
      window.localStorage.setItem(key, JSON.stringify(tokens));
    }, tokenKey);

    const silentAuthorizations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/authorize') && url.searchParams.get('prompt') === 'none') {
        silentAuthorizations.push(request.url());
      }
    });
    await page.reload();
    await expect(userMenu(page, customer)).toBeVisible();
    expect(page.url()).toMatch(/\/en\/mykomax$/);
    expect(silentAuthorizations.length).toBeGreaterThan(0);
    const renewedExpiry = await page.evaluate(
      (key) =>
        (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { tokenExpiry?: number })
          .tokenExpiry,
      tokenKey,
    );
    expect(renewedExpiry).toBeGreaterThan(Date.now() + 120_000);
  });

  test('signs out and has to sign in again', async ({ page }) => {
    await signInByRedirect(page);
    await userMenu(page, customer).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // The identity provider ends its session after the visitor confirms, then sends them home.
    await expect(page).toHaveURL(/\/connect\/endSession/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), tokenKey);
    expect(stored).toBeNull();
    await page.goto('/en/mykomax');
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});
