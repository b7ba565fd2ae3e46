import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readableSlug } from './readable-slug';

describe('a slug as a title', () => {
  it.each([
    ['wire-processing', 'Wire processing'],
    ['cutting', 'Cutting'],
    ['sealing-and-sleeving', 'Sealing and sleeving'],
    ['--odd--slug-', 'Odd slug'],
    ['', ''],
  ])('reads %s as "%s"', (slug, title) => {
    expect(readableSlug(slug)).toBe(title);
  });
});

property.prop([fc.stringMatching(/^[a-z0-9-]{0,20}$/)])(
  'keeps the letters and digits in order and has no hyphen',
  (slug) => {
    const title = readableSlug(slug);
    expect(title).not.toContain('-');
    expect(title.replace(/ /g, '').toLowerCase()).toBe(slug.replace(/-/g, ''));
  },
);
