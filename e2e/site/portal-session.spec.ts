import { expect, test, type APIResponse } from '@playwright/test';
import { demoUsers, escapeRegExp, hydrated, signIn, tokenKey, userMenu } from './support/portal';

// Issue 16: a sign-out in one tab signs every open tab out; public pages show the signed-in user
// once hydrated, while their HTML stays the same for everyone.

const publicPage = '/en/company';

/** The page's HTML with this response's CSP nonce (new on every response) taken out. */
async function htmlWithoutNonce(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  const html = await response.text();
  return nonce === undefined ? html : html.replaceAll(nonce, '{nonce}');
}

test.describe('a signed-in customer', () => {
  test('signed out in one tab is signed out in the other tabs within two seconds', async ({
    page,
    context,
  }) => {
    await signIn(page, demoUsers.mira);
    const other = await context.newPage();
    await other.goto('/en/mykomax/tickets/list');
    await hydrated(other);
    await expect(userMenu(other, demoUsers.mira)).toBeVisible();
    // A public page open in a third tab names the user in its header.
    const publicTab = await context.newPage();
    await publicTab.goto(publicPage);
    await hydrated(publicTab);
    const publicHeader = publicTab.getByRole('banner');
    await expect(publicHeader.getByRole('button', { name: /Mira Castellan/ })).toBeVisible();

    await page.bringToFront();
    await userMenu(page, demoUsers.mira).click();
    await page
      .getByRole('button', { name: /^(Sign|Log) out$/ })
      .or(page.getByRole('link', { name: /^(Sign|Log) out$/ }))
      .first()
      .click();
    await expect(other.getByRole('heading', { name: 'You have been signed out' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(userMenu(other, demoUsers.mira)).toHaveCount(0);
    await expect(publicHeader.getByRole('link', { name: 'Log in' })).toBeVisible({
      timeout: 2_000,
    });
    expect(await other.evaluate((key) => window.localStorage.getItem(key), tokenKey)).toBeNull();
  });

  test('is named in the public header; public and portal HTML stay the same for anyone', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.mira);
    await page.goto(publicPage);
    await hydrated(page);
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('button', { name: new RegExp(escapeRegExp(demoUsers.mira.fullName)) }),
    ).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    // The same addresses asked with the signed-in browser's cookies and by a stranger: a public
    // page and a portal page carry nobody's data, so they are the same bytes but for the nonce.
    for (const path of [publicPage, '/en/mykomax/tickets/list']) {
      const signedIn = await htmlWithoutNonce(await page.context().request.get(path));
      const anonymous = await htmlWithoutNonce(await request.get(path));
      expect(signedIn).not.toContain(demoUsers.mira.fullName);
      expect(signedIn).not.toContain(demoUsers.mira.email);
      expect(signedIn === anonymous, path).toBe(true);
    }
    // The portal's frame is never cached nor indexed.
    const portalPage = await request.get('/en/mykomax/tickets/list');
    expect(portalPage.headers()['cache-control']).toContain('no-store');
    expect(await portalPage.text()).toContain('<meta name="robots" content="noindex');
  });
});
