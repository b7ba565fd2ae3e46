import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { titleWithSite } from './page-title';

test.prop([fc.string(), fc.string()])(
  'starts with the page title and ends with the site name, once',
  (title, site) => {
    const shown = titleWithSite(title, site);
    expect(shown.startsWith(title)).toBe(true);
    expect(shown.endsWith(` | ${site}`)).toBe(true);
    expect(shown).toHaveLength(title.length + site.length + 3);
  },
);
