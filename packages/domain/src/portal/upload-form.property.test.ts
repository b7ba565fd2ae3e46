import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { uploadProblem } from '../policies/upload-rule';
import { validateUpload } from './upload-form';

const file = fc.record({
  mediaType: fc.oneof(
    fc.constantFrom('image/png', 'image/jpeg', 'video/mp4', 'application/pdf', 'text/plain'),
    fc.string(),
  ),
  sizeBytes: fc.integer({ min: 0, max: 200 * 1024 * 1024 }),
});

test.prop([file])('accepts exactly what the upload rule accepts', (candidate) => {
  expect(validateUpload({ file: candidate }).ok).toBe(uploadProblem(candidate) === null);
});
