import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { videoFileTypes, videoSource } from './video-source';

const extension = fc.constantFrom(...Object.keys(videoFileTypes));

test.prop([fc.webUrl({ withQueryParameters: false, withFragments: false }), extension])(
  'an address ending in a video file extension plays in the page',
  (base, ext) => {
    expect(videoSource(`${base.replace(/\/$/, '')}/clip.${ext}`).kind).toBe('file');
  },
);

test.prop([fc.webUrl()])('any video keeps its address', (url) => {
  expect(videoSource(url).url).toBe(url);
});
