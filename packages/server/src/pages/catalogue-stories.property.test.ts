import { fc, test } from '@fast-check/vitest';
import type { Story } from '@kmx/domain/content';
import { expect } from 'vitest';
import { relatedStories } from './catalogue-stories';

const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const story = slug.map((each): Story => ({
  id: each,
  slug: each,
  publicationDate: '2025-01-01',
  title: each,
  leadText: '',
  storyContacts: [],
  image: null,
  category: null,
}));

test.prop([fc.array(slug), fc.array(story), fc.array(story)])(
  'each story once, and only stories the content service has',
  (linked, known, byContent) => {
    const result = relatedStories(
      linked.map((each) => ({ slug: each, route: `/stories/${each}` })),
      known,
      byContent,
    );
    const slugs = result.map((each) => each.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const each of slugs) {
      expect([...known, ...byContent].map((s) => s.slug)).toContain(each);
    }
  },
);
