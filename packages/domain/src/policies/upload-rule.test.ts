import { describe, expect, it } from 'vitest';
import { uploadMaxBytes } from './site-constants';
import { uploadProblem } from './upload-rule';

describe('an upload', () => {
  it('accepts images and videos up to 100 MB', () => {
    expect(uploadProblem({ mediaType: 'image/png', sizeBytes: 2_000_000 })).toBeNull();
    expect(uploadProblem({ mediaType: 'video/mp4', sizeBytes: uploadMaxBytes })).toBeNull();
  });

  it('rejects files larger than 100 MB', () => {
    expect(uploadProblem({ mediaType: 'video/mp4', sizeBytes: uploadMaxBytes + 1 })).toBe(
      'too-large',
    );
  });

  it('rejects files that are neither images nor videos', () => {
    expect(uploadProblem({ mediaType: 'application/pdf', sizeBytes: 1_000 })).toBe(
      'not-image-or-video',
    );
    expect(uploadProblem({ mediaType: '', sizeBytes: 1_000 })).toBe('not-image-or-video');
  });

  it('reads the media type regardless of case', () => {
    expect(uploadProblem({ mediaType: 'IMAGE/JPEG', sizeBytes: 1_000 })).toBeNull();
  });
});
