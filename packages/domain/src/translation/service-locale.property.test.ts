import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { serviceLocaleFor, serviceLocales } from './service-locale';

const knownLocales = new Set<string>(Object.values(serviceLocales));

test.prop([fc.string()])('every language gets one of the known service locales', (language) => {
  expect(knownLocales.has(serviceLocaleFor(language))).toBe(true);
});

test.prop([fc.string({ minLength: 1, maxLength: 8 })])(
  'a service locale starts with its language unless it is the English fallback',
  (language) => {
    const locale = serviceLocaleFor(language);
    expect(locale === 'en-US' || locale.startsWith(`${language.toLowerCase()}-`)).toBe(true);
  },
);
