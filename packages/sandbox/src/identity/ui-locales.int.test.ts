import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users';
import { identityTexts } from './identity-texts';
import { authorizationRequest, formAction, isCallback } from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

// The product asks for the page's language with OpenID Connect's `ui_locales`; the provider's
// sign-in pages answer in it.
let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider();
});

afterAll(async () => {
  await setup.close();
});

async function signInPage(extra: Readonly<Record<string, string>>) {
  const browser = new TestBrowser();
  const request = authorizationRequest(setup, extra);
  const form = await browser.navigate(request.url, isCallback(setup.redirectUri));
  expect(form.response.status).toBe(200);
  return { browser, form, page: await form.response.text() };
}

describe('the sign-in pages in the visitor’s language (ui_locales)', () => {
  it('are German for ui_locales=de, errors included', async () => {
    const { browser, form, page } = await signInPage({ ui_locales: 'de' });
    expect(page).toContain('<html lang="de">');
    expect(page).toContain(identityTexts.de.signInLead);
    const user = demoUsers[0];
    if (user === undefined) throw new Error('no demo user');
    const refused = await browser.submit(
      formAction(page, form.url),
      { email: user.email, password: 'wrong password' },
      isCallback(setup.redirectUri),
    );
    expect(refused.response.status).toBe(400);
    expect(await refused.response.text()).toContain(identityTexts.de.CREDENTIALS_WRONG);
  });

  it('are French for ui_locales=fr', async () => {
    const { page } = await signInPage({ ui_locales: 'fr' });
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<label for="password">Mot de passe</label>');
  });

  it('are English without ui_locales or for a language the sites do not have', async () => {
    expect((await signInPage({})).page).toContain(identityTexts.en.signInLead);
    expect((await signInPage({ ui_locales: 'it' })).page).toContain(identityTexts.en.signInLead);
  });
});
