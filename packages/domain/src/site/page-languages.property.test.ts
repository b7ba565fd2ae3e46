import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { bannerLanguages, pageLanguagesOnSite } from './page-languages';

const languages = fc.uniqueArray(fc.constantFrom('en', 'de', 'fr', 'cs', 'ja', 'es'));

test.prop([languages])('the banner offers the same languages, German and English first', (list) => {
  const ordered = bannerLanguages(list);
  expect([...ordered].sort()).toEqual([...list].sort());
  const firstOthers = ordered.findIndex((language) => language !== 'de' && language !== 'en');
  if (firstOthers !== -1) {
    expect(ordered.slice(firstOthers)).not.toContain('de');
    expect(ordered.slice(firstOthers)).not.toContain('en');
  }
});

test.prop([languages, languages])(
  'a page is offered only in languages both it and its site have',
  (page, site) => {
    for (const language of pageLanguagesOnSite(page, site)) {
      expect(page).toContain(language);
      expect(site).toContain(language);
    }
  },
);
