import { describe, expect, it } from 'vitest';
import { validateUpload } from './upload-form';

const megabyte = 1024 * 1024;

describe('the upload rule (spec portal 5)', () => {
  it('accepts images and videos of at most 100 MB', () => {
    for (const file of [
      { mediaType: 'image/png', sizeBytes: 1_000 },
      { mediaType: 'video/mp4', sizeBytes: 100 * megabyte },
    ]) {
      expect(validateUpload({ file })).toEqual({ ok: true, value: { file } });
    }
  });

  it('refuses other kinds of file', () => {
    expect(validateUpload({ file: { mediaType: 'application/pdf', sizeBytes: 1_000 } })).toEqual({
      ok: false,
      problems: [{ field: 'file', message: 'Please choose an image or a video' }],
    });
  });

  it('refuses a file above 100 MB', () => {
    expect(
      validateUpload({ file: { mediaType: 'video/mp4', sizeBytes: 100 * megabyte + 1 } }),
    ).toEqual({
      ok: false,
      problems: [{ field: 'file', message: 'Please choose a file of at most 100 MB' }],
    });
  });

  it('asks for a file when none is chosen, and refuses a broken description', () => {
    expect(validateUpload({})).toEqual({
      ok: false,
      problems: [{ field: 'file', message: 'Please choose an image or a video' }],
    });
    expect(validateUpload({ file: { mediaType: 'image/png', sizeBytes: -1 } })).toEqual({
      ok: false,
      problems: [{ field: 'file', message: 'Please enter a valid value' }],
    });
  });
});
