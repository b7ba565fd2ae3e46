import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { capabilitySlug } from './capability-slug';

const name = fc.string({ unit: 'grapheme', maxLength: 40 });

test.prop([name])('a slug has only lower-case letters, digits and single inner hyphens', (text) => {
  const slug = capabilitySlug(text);
  expect(slug).toBe(slug.toLowerCase());
  expect(slug).toMatch(/^[\p{L}\p{N}]*(-[\p{L}\p{N}]+)*$/u);
  expect(slug).not.toMatch(/\p{M}/u);
});

test.prop([name])('a slug is its own slug', (text) => {
  const slug = capabilitySlug(text);
  expect(capabilitySlug(slug)).toBe(slug);
});

test.prop([fc.array(fc.stringMatching(/^[a-z0-9]+$/), { minLength: 1, maxLength: 5 })])(
  'words of plain letters and digits are joined by hyphens whatever the case and spacing',
  (words) => {
    expect(capabilitySlug(words.join('   ').toUpperCase())).toBe(words.join('-'));
  },
);
