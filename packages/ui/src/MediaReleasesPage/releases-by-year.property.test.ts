import { fc, test } from '@fast-check/vitest';
import type { MediaRelease } from '@kmx/domain/content';
import { expect } from 'vitest';
import { releasesByYear } from './releases-by-year';

const release: fc.Arbitrary<MediaRelease> = fc.record({
  id: fc.uuid(),
  slug: fc.string({ minLength: 1, maxLength: 8 }),
  publicationDate: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  title: fc.string(),
  leadText: fc.string(),
  adhoc: fc.boolean(),
});

test.prop([fc.array(release, { maxLength: 30 })])(
  'keeps every release once, each under its own year, years newest first and without repeats',
  (releases) => {
    const years = releasesByYear(releases);
    const flattened = years.flatMap((year) => year.releases);
    expect(flattened.map((r) => r.id).sort()).toEqual(releases.map((r) => r.id).sort());
    for (const { year, releases: inYear } of years) {
      for (const entry of inYear) expect(entry.publicationDate.slice(0, 4)).toBe(year);
    }
    const names = years.map(({ year }) => year);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort().reverse()).toEqual(names);
    const dates = flattened.map((r) => r.publicationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  },
);
