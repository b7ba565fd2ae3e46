import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { storiesHref, storyAuthorHref, storyAuthorsHref, storyHref } from './story-links';

const links = { localeCode: 'en-ch', siteSlug: null };

describe('story links', () => {
  it('are the spec routes in the locale', () => {
    expect(storyHref('a-story', links)).toBe('/en-ch/stories/a-story');
    expect(storyAuthorHref('lena', links)).toBe('/en-ch/stories/contacts/lena');
    expect(storyAuthorsHref(links)).toBe('/en-ch/stories/contacts');
    expect(storiesHref(links)).toBe('/en-ch/stories');
    expect(storiesHref(links, { category: null, videosOnly: true, authorSlug: 'lena' })).toBe(
      '/en-ch/stories?videos=true&author=lena',
    );
  });
});

test.prop([fc.string({ minLength: 1 })])('a story slug stays one path segment', (slug) => {
  const href = storyHref(slug, links);
  expect(href.startsWith('/en-ch/stories/')).toBe(true);
  expect(href.slice('/en-ch/stories/'.length)).not.toContain('/');
});
