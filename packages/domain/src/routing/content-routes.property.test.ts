import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { mediaReleaseRoute, storyRoute } from './content-routes';
import { matchRoute } from './route-match';

const slug = fc.string({ minLength: 1 }).filter((text) => text !== 'contacts');

test.prop([slug])('a story route matches the story route with the same slug', (value) => {
  expect(matchRoute(storyRoute(value))).toMatchObject({ kind: 'story', params: { slug: value } });
});

test.prop([fc.string({ minLength: 1 })])(
  'a media release route matches the media release route with the same slug',
  (value) => {
    expect(matchRoute(mediaReleaseRoute(value))).toMatchObject({
      kind: 'media-release',
      params: { slug: value },
    });
  },
);
