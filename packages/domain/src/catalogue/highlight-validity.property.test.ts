import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { validHighlights } from './highlight-validity';
import { isMissingMedia } from './image-placeholder';

const media = fc.oneof(fc.constant(null), fc.constant('null'), fc.constant(''), fc.webUrl());
const highlight = fc.record({
  name: fc.oneof(fc.constant(''), fc.constant(' '), fc.string()),
  image: media,
  video: media,
});

test.prop([fc.array(highlight)])(
  'every kept highlight has a name and an image or a video',
  (highlights) => {
    for (const kept of validHighlights(highlights)) {
      expect(kept.name.trim()).not.toBe('');
      expect(!isMissingMedia(kept.image) || !isMissingMedia(kept.video)).toBe(true);
    }
  },
);

test.prop([fc.array(highlight)])(
  'no highlight that has a name and a medium is dropped',
  (highlights) => {
    const complete = highlights.filter(
      (item) =>
        item.name.trim() !== '' && (!isMissingMedia(item.image) || !isMissingMedia(item.video)),
    );
    expect(validHighlights(highlights)).toEqual(complete);
  },
);
