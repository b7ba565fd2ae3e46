import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { chosenClassificationSlug } from './classification-choice';

const slug = fc.stringMatching(/^[a-z]+(-[a-z]+)*$/);
const refs = fc.array(fc.record({ slug, name: fc.string() }), { maxLength: 4 });

test.prop([slug, refs])('a classification slug wins over the product classifications', (s, r) => {
  expect(chosenClassificationSlug(s, r)).toBe(s);
});

test.prop([refs.filter((r) => r.length > 0), fc.constantFrom(undefined, null, '')])(
  'without a classification slug the first classification of the product is used',
  (r, absent) => {
    expect(chosenClassificationSlug(absent, r)).toBe(r[0]?.slug);
  },
);
