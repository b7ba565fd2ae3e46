import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePage, errorPage, loginPage, logoutPage } from './identity-pages';
import { identityLanguageOf, identityLanguages, identityTexts } from './identity-texts';
import { loginMessages } from './login-messages';

const english = identityTexts.en;
const keys = Object.keys(english).sort();

describe('the identity provider’s texts', () => {
  it.each(identityLanguages)('has every text in %s, none empty', (language) => {
    const texts = identityTexts[language];
    expect(Object.keys(texts).sort()).toEqual(keys);
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
  });

  it.each(identityLanguages.filter((language) => language !== 'en'))(
    'translates the sign-in form’s words into %s',
    (language) => {
      const texts = identityTexts[language];
      for (const key of ['signInTitle', 'signInLead', 'password', 'CREDENTIALS_WRONG'] as const)
        expect(texts[key], key).not.toBe(english[key]);
    },
  );

  it('keeps the spec’s English error texts', () => {
    for (const [code, text] of Object.entries(loginMessages))
      expect(english[code as keyof typeof loginMessages]).toBe(text);
  });

  it('speaks the first language of ui_locales it knows, by the language alone', () => {
    expect(identityLanguageOf('de')).toBe('de');
    expect(identityLanguageOf('pt-BR en')).toBe('pt');
    expect(identityLanguageOf('it fr')).toBe('fr');
    expect(identityLanguageOf(undefined)).toBe('en');
    fc.assert(
      fc.property(fc.constantFrom(...identityLanguages), fc.string(), (language, rest) => {
        expect(identityLanguageOf(`${language.toUpperCase()} ${rest}`)).toBe(language);
      }),
    );
  });

  it('speaks English for languages it does not know', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.stringMatching(/^[a-z]{2,3}$/))
          .filter((tags) =>
            tags.every((tag) => !(identityLanguages as readonly string[]).includes(tag)),
          ),
        (tags) => {
          expect(identityLanguageOf(tags.join(' '))).toBe('en');
        },
      ),
    );
  });
});

describe('the provider’s pages in a language', () => {
  const context = { stylesheetHref: '/login.css', action: '/login' };

  it('are English unless told otherwise', () => {
    const page = loginPage(context);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<label for="password">Password</label>');
  });

  it('speak German and French, with the errors in that language too', () => {
    const german = loginPage({ ...context, language: 'de', error: 'CREDENTIALS_WRONG' });
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<h1 class="identity__title">Anmelden</h1>');
    expect(german).toContain(identityTexts.de.CREDENTIALS_WRONG);
    const french = codePage({ ...context, language: 'fr', error: 'CODE_INVALID' });
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Code d’authentification');
    expect(french).toContain('Le code n’est pas valide.');
    expect(logoutPage({ ...context, language: 'de', form: '' })).toContain(
      'Möchten Sie sich vom Kundenportal abmelden?',
    );
    expect(errorPage({ ...context, language: 'fr', details: {} })).toContain(
      'Une erreur s’est produite',
    );
  });
});
