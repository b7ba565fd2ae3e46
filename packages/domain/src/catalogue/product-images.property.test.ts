import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isMissingMedia } from './image-placeholder';
import { productImages } from './product-images';

const image = fc.record(
  {
    name: fc.option(fc.string(), { nil: null }),
    url: fc.oneof(fc.constant(null), fc.constant('null'), fc.webUrl()),
    default: fc.option(fc.boolean(), { nil: null }),
  },
  { requiredKeys: [] },
);

test.prop([fc.array(image, { maxLength: 6 }), fc.string()])(
  'all images are the primary one followed by the others, each image with an address once',
  (sources, name) => {
    const images = productImages(sources, name);
    expect(images.allImages).toEqual([images.primaryImage, ...images.additionalImages]);
    const withAddress = sources.filter((source) => !isMissingMedia(source.url));
    expect(images.allImages.length).toBe(Math.max(1, withAddress.length));
    expect(images.allImages.every((item) => !isMissingMedia(item.url))).toBe(true);
  },
);

test.prop([fc.array(image, { maxLength: 6 }), fc.string()])(
  'an image flagged as default is primary whenever one has an address',
  (sources, name) => {
    const flagged = sources.some(
      (source) => source.default === true && !isMissingMedia(source.url),
    );
    expect(productImages(sources, name).primaryImage.isDefault).toBe(
      flagged || sources.every((s) => isMissingMedia(s.url)),
    );
  },
);
