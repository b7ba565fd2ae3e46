import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { siteLanguages } from './site-languages';

const languageCode = fc.constantFrom('en', 'de', 'fr', 'it', 'es', 'zh', 'ja');
const siteName = fc.constantFrom(
  'Main',
  'Events',
  'Brand Portal',
  'productronica',
  'wirepro-expo-2024',
);
const adjustment = fc.record(
  { add: fc.array(languageCode), remove: fc.array(languageCode) },
  { requiredKeys: [] },
);

test.prop([siteName, fc.boolean(), fc.array(languageCode), adjustment, fc.array(languageCode)])(
  'a site offers no removed language and every added one that is not removed',
  (name, internationalOnly, languages, change, international) => {
    const key = name.toLowerCase().replace(/[\s-]/g, '_');
    const offered = siteLanguages({ name, internationalOnly }, languages, {
      adjustments: { [key]: change },
      internationalLanguages: international,
    });
    for (const removed of change.remove ?? []) expect(offered).not.toContain(removed);
    for (const added of change.add ?? []) {
      if (!(change.remove ?? []).includes(added)) expect(offered).toContain(added);
    }
    expect(new Set(offered).size).toBe(offered.length);
  },
);

test.prop([siteName, fc.array(languageCode), fc.array(languageCode)])(
  'without adjustments an international-only site offers only the international set',
  (name, languages, international) => {
    const offered = siteLanguages({ name, internationalOnly: true }, languages, {
      adjustments: {},
      internationalLanguages: international,
    });
    for (const code of offered) {
      expect(international).toContain(code);
      expect(languages).toContain(code);
    }
  },
);

test.prop([siteName, fc.array(languageCode)])(
  'without adjustments a site that is not international-only offers every language',
  (name, languages) => {
    const offered = siteLanguages({ name, internationalOnly: false }, languages, {
      adjustments: {},
    });
    expect(offered).toEqual([...new Set(languages)]);
  },
);
