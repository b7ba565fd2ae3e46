import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { productVideo } from './product-video';

const media = fc.oneof(fc.constant(null), fc.constant('null'), fc.constant(''), fc.webUrl());

test.prop([fc.webUrl(), media, fc.string()])(
  'a video is described by the product name and has at most one thumbnail',
  (url, thumbnail, name) => {
    const video = productVideo(url, thumbnail, name);
    expect(video?.alt).toBe(name);
    expect(video?.url).toBe(url);
    expect(video?.thumbnailUrls.length).toBeLessThanOrEqual(1);
  },
);
