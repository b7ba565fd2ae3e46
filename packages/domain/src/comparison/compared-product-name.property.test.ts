import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { nameFromSlug } from '../content/block-link';
import { comparedProductName } from './compared-product-name';

// Slugs as the stored basket accepts them: any filled string.
const slug = fc.string({ minLength: 1 });

test.prop([slug, fc.string({ minLength: 1 })])('a kept name always wins', (productSlug, name) => {
  expect(comparedProductName({ slug: productSlug, name })).toBe(name);
});

test.prop([slug])('without a kept name it is never empty', (productSlug) => {
  expect(comparedProductName({ slug: productSlug }).length).toBeGreaterThan(0);
});

test.prop([fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)])(
  'without a kept name a catalogue slug reads as its words',
  (productSlug) => {
    expect(comparedProductName({ slug: productSlug })).toBe(nameFromSlug(productSlug));
  },
);
