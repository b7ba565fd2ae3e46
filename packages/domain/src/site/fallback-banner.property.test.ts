import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fallbackBannerLanguages, isInFallbackLanguage } from './page-languages';

const languages = ['en', 'de', 'fr', 'zh', 'ja', 'es', 'pt', 'cs', 'hu', 'ro', 'sk'] as const;
const language = fc.constantFrom(...languages);
const siteLanguages = fc.subarray([...languages], { minLength: 1 });

describe('content shown in a fallback language (spec public-site 2.5)', () => {
  it('is content in any language but the page’s', () => {
    fc.assert(
      fc.property(language, language, (page, content) => {
        expect(isInFallbackLanguage(page, content)).toBe(page !== content);
      }),
    );
  });

  it('is judged by the language alone, not its region or case', () => {
    fc.assert(
      fc.property(language, fc.constantFrom('', '-BR', '-CH', '-us'), (page, region) => {
        expect(isInFallbackLanguage(page, `${page.toUpperCase()}${region}`)).toBe(false);
      }),
    );
  });

  it('is not content of an unknown language', () => {
    fc.assert(
      fc.property(language, (page) => {
        expect(isInFallbackLanguage(page, '')).toBe(false);
      }),
    );
  });

  it('gets the banner with the content’s language, German and English first, as the site offers', () => {
    fc.assert(
      fc.property(language, language, siteLanguages, (page, content, site) => {
        const offered = fallbackBannerLanguages(page, content, site);
        if (page === content) {
          expect(offered).toEqual([]);
          return;
        }
        for (const each of offered) expect(site).toContain(each);
        expect(offered.every((each) => [content, 'de', 'en'].includes(each))).toBe(true);
        if (site.includes(content)) expect(offered).toContain(content);
        const firsts = offered.filter((each) => each === 'de' || each === 'en');
        expect(offered.slice(0, firsts.length)).toEqual(firsts);
      }),
    );
  });

  it('offers English and German for an English product on a French page', () => {
    expect(fallbackBannerLanguages('fr', 'en', ['en', 'de', 'fr'])).toEqual(['de', 'en']);
  });
});
