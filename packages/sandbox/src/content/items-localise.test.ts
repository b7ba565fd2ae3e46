import { describe, expect, it } from 'vitest';
import { localised, localisedText } from './items-localise';

const greeting = { en: 'Hello', de: 'Hallo' };

describe('a localised text', () => {
  it('is in the first language of the preference that exists', () => {
    expect(localised(greeting, ['fr', 'de', 'en'])).toEqual({ language: 'de', value: 'Hallo' });
  });

  it('falls back to English when no preferred language exists', () => {
    expect(localised(greeting, ['fr'])).toEqual({ language: 'en', value: 'Hello' });
  });

  it('falls back to any language the item has when it has no English', () => {
    expect(localisedText({ it: 'Ciao' }, ['fr'])).toBe('Ciao');
  });

  it('fails for an item without any text', () => {
    expect(() => localised({}, ['en'])).toThrow('A content item has no text in any language');
  });
});
