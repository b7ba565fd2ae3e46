import { describe, expect, it } from 'vitest';
import { choiceLabel, countryChoices, languageChoices, profileLanguages } from './profile-values';

describe('the profile choices', () => {
  it('are the 11 languages of spec portal 3', () => {
    expect(profileLanguages).toEqual([
      'en',
      'de',
      'fr',
      'zh',
      'ja',
      'es',
      'pt',
      'cs',
      'hu',
      'ro',
      'sk',
    ]);
    expect(choiceLabel(languageChoices('de', ''), 'cs')).toBe('Tschechisch');
  });

  it('name and order the countries in the page language', () => {
    const german = countryChoices('de', '');
    const names = german.map((choice) => choice.label);
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
    expect(names.indexOf('Österreich')).toBeGreaterThan(names.indexOf('Norwegen'));
    expect(german.some((choice) => choice.value === 'ALL')).toBe(false);
  });

  it('keep a stored value that is not in the list', () => {
    expect(countryChoices('en', 'XK').some((choice) => choice.value === 'XK')).toBe(true);
    expect(languageChoices('en', 'it').map((choice) => choice.value)).toContain('it');
  });
});
