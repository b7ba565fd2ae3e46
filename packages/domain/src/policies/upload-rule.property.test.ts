import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { uploadMaxBytes } from './site-constants';
import { uploadProblem } from './upload-rule';

const mediaType = fc.constantFrom(
  'image/png',
  'image/webp',
  'video/mp4',
  'application/pdf',
  'text/plain',
);
const size = fc.integer({ min: 0, max: 2 * uploadMaxBytes });

test.prop([mediaType, size])(
  'accepts exactly the images and videos of at most 100 MB',
  (type, sizeBytes) => {
    const acceptable = /^(image|video)\//.test(type) && sizeBytes <= uploadMaxBytes;
    expect(uploadProblem({ mediaType: type, sizeBytes }) === null).toBe(acceptable);
  },
);
