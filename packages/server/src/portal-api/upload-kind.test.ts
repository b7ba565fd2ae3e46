import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { uploadKind, uploadMessages } from './upload-kind';

describe('uploadKind', () => {
  it('reads the kind from the bytes: a GIF is an image, a WebM a video', async () => {
    expect(
      await uploadKind(Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000')),
    ).toEqual({
      ok: true,
      mediaType: 'image/gif',
    });
    const webm = Buffer.from(
      '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102',
      'hex',
    );
    expect(await uploadKind(webm)).toEqual({ ok: true, mediaType: 'video/webm' });
  });

  it('refuses a PDF, and bytes of no known kind, with the domain message', async () => {
    const refused = { ok: false, message: uploadMessages.kind };
    expect(await uploadKind(Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'))).toEqual(refused);
    expect(await uploadKind(Buffer.from('just some text, named photo.png'))).toEqual(refused);
  });

  it('words its refusals as the domain does', () => {
    expect(uploadMessages).toEqual({
      kind: 'Please choose an image or a video',
      size: 'Please choose a file of at most 100 MB',
    });
  });
});
