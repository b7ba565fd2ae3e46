import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { localeHeaderLanguages } from './locale-header';

const language = fc.constantFrom('en', 'de', 'fr', 'it', 'ja', 'zh', 'es');

test.prop([language, fc.option(language, { nil: undefined })])(
  'starts with the current language, always offers en, names the fallback and has no duplicates',
  (current, fallback) => {
    const languages = localeHeaderLanguages(current, fallback);
    expect(languages[0]).toBe(current);
    expect(languages).toContain('en');
    if (fallback !== undefined) expect(languages).toContain(fallback);
    expect(new Set(languages).size).toBe(languages.length);
    expect(languages.length).toBeLessThanOrEqual(3);
  },
);
