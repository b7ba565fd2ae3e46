import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formsEn } from './areas/forms.en';
import { modulesDe } from './areas/modules.de';
import { modulesEn } from './areas/modules.en';
import { formsTextsFor } from '../forms/forms-texts-for';
import { format } from './format';
import type { UiLanguage } from './Messages';
import { enAreas, messagesEn } from './messages-en';
import { messagesFor } from './messages-for';
import { uiLanguageOf, uiLanguages } from './ui-language';

/** Every text of a language: the first load's catalogue and the forms' own. */
function textsOf(language: UiLanguage): Readonly<Record<string, string>> {
  return { ...messagesFor(language), ...formsTextsFor(language) };
}

const english = textsOf('en');
const translated = uiLanguages.filter((language) => language !== 'en');

/**
 * Texts a language may keep exactly as in English, because they are its own words too (or a
 * convention of its websites). Anything else left in English is an untranslated text.
 */
const sameAsEnglish: Readonly<Record<Exclude<UiLanguage, 'en'>, readonly string[]>> = {
  de: [],
  // French words spelled as in English; "E-mail" is the usual French word; "Ad hoc" is Latin.
  fr: [
    'Menu',
    'Contact',
    'E-mail',
    'Maintenance',
    'Modules',
    'Type {type}',
    'Date',
    'Dates',
    'Services',
    'Service',
    'Actions',
    'Suggestions',
    'Page',
    'Ad hoc',
  ],
  zh: [],
  // Japanese sites keep the copyright line in English by convention.
  ja: ['© {site}. All rights reserved.'],
  // Spanish words; the imperial system of units; "Ad hoc" is Latin.
  es: ['Error', 'Error:', 'No', 'Imperial', 'Ad hoc'],
  // Brazilian Portuguese says "E-mail", "Menu" and "Downloads"; the imperial system; Latin.
  pt: ['Menu', 'E-mail', 'Imperial', 'Downloads', 'Ad hoc'],
  // Czech: "E-mail", "Video", "Distributor" are Czech words; "Whitepaper" a loan word; Latin.
  cs: [
    'E-mail',
    'Distributor',
    'Video',
    'Video: {name}',
    'Video: {title}',
    'Whitepaper: {title}',
    'Ad hoc',
  ],
  // Hungarian: "E-mail" and the loan word "Whitepaper".
  hu: ['E-mail', 'Whitepaper: {title}'],
  // Romanian words spelled as in English; "n/a" is the Romanian abbreviation too.
  ro: ['Contact', 'E-mail', 'Valid', 'Metric', 'Imperial', 'n/a', 'Video'],
  // Slovak: "E-mail", "Video", "Variant" are Slovak words; "Whitepaper" a loan word; Latin.
  sk: [
    'E-mail',
    'Variant',
    'Video',
    'Video: {name}',
    'Video: {title}',
    'Whitepaper: {title}',
    'Ad hoc',
  ],
};

/** Marks, not words: the decimal mark is the same in English, Chinese and Japanese. */
const notWords = (key: string) => key.endsWith('.decimalMark');

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe('the translations', () => {
  it.each(translated)('have every key of English in %s, each with a text', (language) => {
    const texts = textsOf(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
  });

  it.each(translated)('leave no text of %s in English beyond its own words', (language) => {
    const texts = textsOf(language);
    const allowed = new Set(sameAsEnglish[language]);
    const leftInEnglish = Object.keys(english).filter(
      (key) => !notWords(key) && texts[key] === english[key] && !allowed.has(english[key] ?? ''),
    );
    expect(leftInEnglish).toEqual([]);
  });

  it.each(translated)('keep the placeholders of each English text in %s', (language) => {
    const texts = textsOf(language);
    for (const [key, text] of Object.entries(english))
      expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
  });

  it('allow only texts that are in English as they are', () => {
    const englishTexts = new Set(Object.values(english));
    for (const allowed of Object.values(sameAsEnglish))
      for (const text of allowed) expect(englishTexts.has(text), text).toBe(true);
  });

  it('define each key in one area only, so no area overrides another', () => {
    const keys = [...enAreas, formsEn, modulesEn].flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep the forms’ and the modules’ texts out of the first load’s catalogue', () => {
    for (const key of Object.keys(messagesEn)) expect(key.startsWith('forms.'), key).toBe(false);
    for (const key of Object.keys(modulesEn)) expect(messagesEn).not.toHaveProperty(key);
  });

  it('give the server every text, the modules’ too', () => {
    expect(messagesFor('de')['passwordGate.submit']).toBe(modulesDe['passwordGate.submit']);
    expect(messagesFor('en')['passwordGate.submit']).toBe(modulesEn['passwordGate.submit']);
  });

  it('keep the spec wording of the not-found message', () => {
    expect(format(messagesFor('en')['notFound.message'], { path: '/x' })).toBe(
      'Page not found: /x',
    );
  });

  it('read French for French, German for German', () => {
    expect(messagesFor('fr')['notFound.title']).toBe('Page introuvable');
    expect(messagesFor('de')).not.toEqual(messagesFor('en'));
    expect(formsTextsFor('fr')['forms.contact.submit']).toBe('Envoyer le message');
  });

  it('read English for any language without texts of its own', () => {
    fc.assert(
      fc.property(
        fc.string().filter((language) => !(uiLanguages as readonly string[]).includes(language)),
        (language) => {
          expect(uiLanguageOf(language)).toBe('en');
          expect(messagesFor(language)).toBe(messagesFor('en'));
          expect(formsTextsFor(language)).toBe(formsEn);
        },
      ),
    );
    expect(messagesFor('constructor')).toBe(messagesFor('en'));
  });

  it('leave unknown placeholders as they are', () => {
    expect(format('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });
});
