import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { acceptedLanguages } from './accept-language';

const piece = fc.constantFrom('de', 'en-US', 'fr-ch', '*', ';q=0', ';q=0.5', ';q=1', ',', ' ', 'x');
const header = fc.oneof(
  fc.string(),
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
);

test.prop([header])(
  'gives distinct two-letter lower-case languages, whatever the header',
  (value) => {
    const languages = acceptedLanguages(value);
    expect(new Set(languages).size).toBe(languages.length);
    for (const language of languages) expect(language).toMatch(/^[a-z]{2}$/);
  },
);

test.prop([fc.array(fc.constantFrom('de', 'en', 'fr', 'ja'), { minLength: 1, maxLength: 4 })])(
  'without weights, keeps the order of first mention',
  (languages) => {
    expect(acceptedLanguages(languages.join(','))).toEqual([...new Set(languages)]);
  },
);

test.prop([fc.constantFrom('de', 'en', 'fr'), fc.constantFrom('0.1', '0.5', '0.999')])(
  'a language without weight comes before one with a lower weight',
  (language, weight) => {
    expect(acceptedLanguages(`ja;q=${weight}, ${language}`)).toEqual([language, 'ja']);
  },
);
