import { describe, expect, it } from 'vitest';
import { serviceLocaleFor } from './service-locale';

describe('the language to service-locale map', () => {
  it.each([
    ['en', 'en-US'],
    ['de', 'de-CH'],
    ['fr', 'fr-FR'],
    ['zh', 'zh-CN'],
    ['ja', 'ja-JP'],
    ['es', 'es-ES'],
    ['pt', 'pt-BR'],
    ['cs', 'cs-CZ'],
    ['hu', 'hu-HU'],
    ['ro', 'ro-RO'],
    ['sk', 'sk-SK'],
  ])('maps %s to %s', (language, locale) => {
    expect(serviceLocaleFor(language)).toBe(locale);
  });

  it('maps any other language to en-US', () => {
    expect(serviceLocaleFor('it')).toBe('en-US');
    expect(serviceLocaleFor('')).toBe('en-US');
  });

  it('ignores the case of the language code', () => {
    expect(serviceLocaleFor('DE')).toBe('de-CH');
  });

  it('does not treat inherited object keys as languages', () => {
    expect(serviceLocaleFor('constructor')).toBe('en-US');
    expect(serviceLocaleFor('__proto__')).toBe('en-US');
  });
});
