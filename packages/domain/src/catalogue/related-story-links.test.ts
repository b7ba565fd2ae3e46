import { describe, expect, it } from 'vitest';
import { relatedStoryLinks } from './related-story-links';

describe('relatedStoryLinks', () => {
  it('links each story slug to its story route', () => {
    expect(relatedStoryLinks(['a-day-at-the-harness-plant'])).toEqual([
      { slug: 'a-day-at-the-harness-plant', route: '/stories/a-day-at-the-harness-plant' },
    ]);
  });

  it('keeps the order and names each story once, without blank slugs', () => {
    expect(relatedStoryLinks(['b', ' a ', 'b', '  ']).map((link) => link.slug)).toEqual(['b', 'a']);
  });

  it('gives no links when the record names no stories', () => {
    expect(relatedStoryLinks(null)).toEqual([]);
    expect(relatedStoryLinks(undefined)).toEqual([]);
  });
});
