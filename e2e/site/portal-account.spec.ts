import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  escapeRegExp,
  hydrated,
  severeViolations,
  tokenKey,
  userMenu,
  type DemoUser,
} from './support/portal';

// Issue 17, account settings: each test has a demo user of its own (packages/sandbox's
// demo-users.ts), because the specs share one server and these tests change their users.

interface AccountUser extends DemoUser {
  /** The base32 secret of a device the demo data seeds; sign-in then asks for a code. */
  readonly totpSecret?: string;
}

// The profile test renames him (Tomas → Tomás): his user menu is found by his last name.
const tomas: AccountUser = {
  email: 'tomas.ruiz@voltline.example',
  password: 'Demo-2026!profile',
  fullName: 'Ruiz',
};
const yuki: AccountUser = {
  email: 'yuki.tanaka@meridian.example',
  password: 'Demo-2026!device',
  fullName: 'Yuki Tanaka',
};
const sara: AccountUser = {
  email: 'sara.lind@ostara.example',
  password: 'Demo-2026!delete',
  fullName: 'Sara Lind',
};
const ines: AccountUser = {
  email: 'ines.kessler@example.com',
  password: 'Demo-2026!internal',
  fullName: 'Ines Kessler',
  totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

const accountPath = '/en/mykomax/account';

/**
 * Signs in at the embedded provider from a portal address, answering the code step with a code
 * computed from `secret` when the account has a device.
 */
async function signInTo(page: Page, user: AccountUser, secret = user.totpSecret): Promise<void> {
  await page.goto(accountPath);
  await expect(page).toHaveURL(/\/am\/oauth2\/realms\/root\/realms\/alpha\//, {
    timeout: 15_000,
  });
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (secret !== undefined) {
    await page.getByLabel('Authentication code').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(accountPath)}$`));
  await hydrated(page);
  await expect(userMenu(page, user)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
}

async function signOut(page: Page, user: DemoUser): Promise<void> {
  await userMenu(page, user).click();
  await page
    .getByRole('button', { name: /^(Sign|Log) out$/ })
    .or(page.getByRole('link', { name: /^(Sign|Log) out$/ }))
    .first()
    .click();
  await signedOutAtHome(page);
}

/**
 * The provider ends its session (its own page asks to confirm) and sends the browser home,
 * without the tokens.
 */
async function signedOutAtHome(page: Page): Promise<void> {
  await page.waitForURL(/\/(en|am\/oauth2\/realms\/root\/realms\/alpha\/connect\/endSession.*)$/, {
    timeout: 15_000,
  });
  if (new URL(page.url()).pathname !== '/en') {
    await page.getByRole('button', { name: 'Sign out' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/en', { timeout: 15_000 });
  await hydrated(page);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), tokenKey)).toBeNull();
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await severeViolations(page)).toEqual([]);
}

test.describe('account settings', () => {
  test('a customer edits the profile, sees a refusal on its field first, and it stays', async ({
    page,
  }) => {
    await signInTo(page, tomas);
    await expectAccessible(page);
    const firstName = page.getByLabel('First name');
    // The identity service's name policy refuses digits: its own words, on the field.
    await firstName.fill('T0mas');
    await page.getByLabel('City').fill('Lörrach');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('link', { name: 'Please enter a valid name.' })).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('City')).toHaveValue('Lörrach');
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);

    await firstName.fill('Tomás');
    await page.getByLabel('Company').fill('Voltline Harness');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByLabel('Language').selectOption({ label: 'Spanish' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }),
    ).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('First name')).toHaveValue('Tomás');
    await expect(page.getByLabel('City')).toHaveValue('Lörrach');
    await expect(page.getByLabel('Company')).toHaveValue('Voltline Harness');
    await expect(page.getByLabel('Country')).toHaveValue('DE');
    await expect(page.getByLabel('Language')).toHaveValue('es');
    // The provider reads the account live: the frame names the user as saved.
    await expect(userMenu(page, { ...tomas, fullName: 'Tomás Ruiz' })).toBeVisible();
  });

  test('a customer changes the password and signs in with the new one', async ({ page }) => {
    await signInTo(page, tomas);
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm the new password');
    await expect(page.getByText('at least one capital letter')).toBeVisible();
    await current.fill('Not-my-password-1');
    await next.fill('Harbour-2027!');
    await confirm.fill('Harbour-2027!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('link', { name: 'Your current password is not correct' }),
    ).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(tomas.password);
    await next.fill('harbour');
    await confirm.fill('harbour');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: /at least 8 characters/ })).toBeVisible();

    await next.fill('Harbour-2027!');
    await confirm.fill('Harbour-2027!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();
    await expect(current).toHaveValue('');
    await expectAccessible(page);

    await signOut(page, tomas);
    await signInTo(page, { ...tomas, password: 'Harbour-2027!' });
  });

  test('a customer sets up an authenticator app, signs in with its code, and resets it', async ({
    page,
  }) => {
    await signInTo(page, yuki);
    await expect(page.getByText('No authenticator app is set up')).toBeVisible();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const shown = (await page.locator('.mfa-device__secret').textContent()) ?? '';
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = shown.replace(/\s/g, '');
    await expectAccessible(page);
    await page.getByLabel('Code shown by the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your authenticator app is set up.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset the device' })).toBeVisible();

    await signOut(page, yuki);
    await signInTo(page, yuki, secret);
    await expect(page.getByText('An authenticator app is set up')).toBeVisible();

    await page.getByRole('button', { name: 'Reset the device' }).click();
    const warning = page.getByRole('dialog', { name: 'Reset your multi-factor device?' });
    await expect(warning).toContainText('signing in no longer asks for a code');
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Yes, reset the device' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your device has been reset.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();

    // Without a device the sign-in asks for the password only.
    await signOut(page, yuki);
    await signInTo(page, yuki, undefined);
  });

  test('an internal employee finds profile and password read-only and resets the device', async ({
    page,
  }) => {
    await signInTo(page, ines);
    await expect(page.getByText('Your account is managed internally').first()).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reset the device' }).click();
    await page.getByRole('button', { name: 'Yes, reset the device' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your device has been reset.' }),
    ).toBeVisible();
    await expect(
      page.getByText('Internal accounts set up their authenticator app internally.'),
    ).toBeVisible();
  });

  test('a customer deletes the account and is signed out in every tab', async ({
    page,
    context,
  }) => {
    await signInTo(page, sara);
    const other = await context.newPage();
    await other.goto('/en/mykomax');
    await hydrated(other);
    await expect(userMenu(other, sara)).toBeVisible();

    await page.bringToFront();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('integrated applications');
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog).toContainText('signs you out');
    await expectAccessible(page);
    // Escape closes it and nothing happens.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const typed = dialog.getByLabel(/To confirm, type your e-mail address/);
    // The native dialog keeps focus inside while it is open.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await typed.fill('sara@ostara.example');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(typed).toHaveAttribute('aria-invalid', 'true');
    await typed.fill(sara.email);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

    await expect(other.getByRole('heading', { name: 'You have been signed out' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(userMenu(other, sara)).toHaveCount(0);
    await signedOutAtHome(page);

    // The account is gone: its password no longer signs anyone in.
    await page.goto(accountPath);
    await expect(page).toHaveURL(/\/am\/oauth2\/realms\/root\/realms\/alpha\//, {
      timeout: 15_000,
    });
    await page.getByLabel('E-mail').fill(sara.email);
    await page.getByLabel('Password').fill(sara.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('The e-mail address or the password is not correct.'),
    ).toBeVisible();
  });
});
