import { fc, test } from '@fast-check/vitest';
import type { StoryDetail } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';
import { sanitisedStory } from './story-body';

const story: StoryDetail = {
  id: 'story-01',
  slug: 'one-cut',
  publicationDate: '2025-03-18',
  title: 'One cut',
  leadText: 'Lead',
  storyContacts: [],
  image: null,
  category: null,
  categoryKey: null,
  hasVideo: false,
  body: '',
  video: null,
  relatedProductSlugs: [],
  contentLanguage: 'en',
};

describe('a story body', () => {
  it('keeps formatting and links, drops scripts, handlers and frames', () => {
    const body =
      '<p onclick="steal()">A <strong>cut</strong> <a href="https://example.com">link</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>';
    const clean = sanitisedStory({ ...story, body }).body;
    expect(clean).toContain('<strong>cut</strong>');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).not.toMatch(/script|onclick|iframe|javascript:/i);
  });

  it('leaves the rest of the story as it is', () => {
    expect(sanitisedStory({ ...story, body: '<p>x</p>' })).toEqual({ ...story, body: '<p>x</p>' });
  });
});

test.prop([fc.string()])('no body keeps a script element', (text) => {
  const clean = sanitisedStory({ ...story, body: `${text}<script>${text}</script>` }).body;
  expect(clean.toLowerCase()).not.toContain('<script');
});
