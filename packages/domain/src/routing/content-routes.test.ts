import { describe, expect, it } from 'vitest';
import { mediaReleaseRoute, storyContactRoute, storyRoute } from './content-routes';

describe('content routes', () => {
  it('puts a story at /stories/{slug}', () => {
    expect(storyRoute('future-of-wire-processing')).toBe('/stories/future-of-wire-processing');
  });

  it('puts a media release at /media-releases/{slug}', () => {
    expect(mediaReleaseRoute('annual-results-2023')).toBe('/media-releases/annual-results-2023');
  });

  it('puts the stories of one author at /stories/contacts/{author}', () => {
    expect(storyContactRoute('jane-doe')).toBe('/stories/contacts/jane-doe');
  });

  it('keeps a slug with a slash in one segment', () => {
    expect(storyRoute('a/b')).toBe('/stories/a%2Fb');
  });
});
