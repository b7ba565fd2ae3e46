import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { ImageSize, ImageSizeName } from './image-sizes';
import { imageSizes } from './image-sizes';

const name = fc.constantFrom(...(Object.keys(imageSizes) as ImageSizeName[]));

test.prop([name])('gives every rendition a positive whole width and height', (sizeName) => {
  const size: ImageSize = imageSizes[sizeName];
  expect(Number.isInteger(size.width) && size.width > 0).toBe(true);
  if (size.height !== undefined)
    expect(Number.isInteger(size.height) && size.height > 0).toBe(true);
});
