import type { Story } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';
import { relatedStories } from './catalogue-stories';

const story = (slug: string): Story => ({
  id: slug,
  slug,
  publicationDate: '2025-01-01',
  title: slug.toUpperCase(),
  leadText: '',
  storyContacts: [],
  image: null,
  category: null,
});
const link = (slug: string) => ({ slug, route: `/stories/${slug}` });

describe('the stories of a product or service page', () => {
  it('are the linked ones in the catalogue order, then those the content service relates', () => {
    const known = [story('a'), story('b'), story('c')];
    expect(
      relatedStories([link('c'), link('a')], known, [story('a'), story('d')]).map((s) => s.slug),
    ).toEqual(['c', 'a', 'd']);
  });

  it('leave out a linked slug the content service does not know', () => {
    expect(relatedStories([link('gone')], [story('a')], [])).toEqual([]);
  });

  it('carry only the fields of a story', () => {
    const teaser = { ...story('a'), categoryKey: 'x', hasVideo: true };
    expect(relatedStories([link('a')], [teaser], [])[0]).toEqual(story('a'));
  });
});
