import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { relatedStoryLinks } from './related-story-links';

test.prop([fc.array(fc.string())])(
  'every link is unique and stays one segment below /stories',
  (slugs) => {
    const links = relatedStoryLinks(slugs);
    expect(new Set(links.map((link) => link.slug)).size).toBe(links.length);
    for (const link of links) {
      expect(link.route).toBe(`/stories/${encodeURIComponent(link.slug)}`);
    }
  },
);
