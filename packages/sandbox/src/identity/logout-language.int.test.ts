import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users';
import { identityTexts } from './identity-texts';
import { formAction, signIn } from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

// The portal asks for the page's language with `ui_locales` when it signs a visitor out; the
// confirmation and the signed-out page after it answer in it.
const [user] = demoUsers;
if (user === undefined) throw new Error('No demo user.');

let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider();
});

afterAll(async () => {
  await setup.close();
});

function endSessionUrl(params: Readonly<Record<string, string>>): URL {
  const url = new URL(setup.endpoint('/connect/endSession'));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

function xsrfOf(html: string): string {
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (xsrf === undefined) throw new Error('The page has no xsrf field.');
  return xsrf;
}

describe('the sign-out in the visitor’s language (ui_locales)', () => {
  it('confirms and says “signed out” in French for ui_locales=fr', async () => {
    const browser = new TestBrowser();
    await signIn(browser, setup, user);
    const confirmation = await browser.navigate(
      endSessionUrl({ client_id: setup.idp.clientId, ui_locales: 'fr-CH fr' }),
    );
    const page = await confirmation.response.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(identityTexts.fr.signOutButton);

    const signedOut = await browser.submit(formAction(page, confirmation.url), {
      xsrf: xsrfOf(page),
      logout: 'yes',
    });

    expect(signedOut.response.status).toBe(200);
    const signedOutPage = await signedOut.response.text();
    expect(signedOutPage).toContain('<html lang="fr">');
    expect(signedOutPage).toContain(identityTexts.fr.signedOutTitle);
    expect(signedOutPage).not.toContain(identityTexts.en.signedOutTitle);
  });

  it('speaks Japanese without a signed-in account too', async () => {
    const browser = new TestBrowser();
    const confirmation = await browser.navigate(
      endSessionUrl({ client_id: setup.idp.clientId, ui_locales: 'ja' }),
    );
    const page = await confirmation.response.text();
    expect(page).toContain('<html lang="ja">');

    const signedOut = await browser.submit(formAction(page, confirmation.url), {
      xsrf: xsrfOf(page),
      logout: 'yes',
    });

    expect(await signedOut.response.text()).toContain(identityTexts.ja.signedOutTitle);
  });

  it('stays English without ui_locales, after a sign-out in another language', async () => {
    const browser = new TestBrowser();
    const german = await browser.navigate(
      endSessionUrl({ client_id: setup.idp.clientId, ui_locales: 'de' }),
    );
    await german.response.arrayBuffer();
    await signIn(browser, setup, user);
    const confirmation = await browser.navigate(endSessionUrl({ client_id: setup.idp.clientId }));
    const page = await confirmation.response.text();

    const signedOut = await browser.submit(formAction(page, confirmation.url), {
      xsrf: xsrfOf(page),
      logout: 'yes',
    });

    expect(await signedOut.response.text()).toContain(identityTexts.en.signedOutTitle);
  });
});
