import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../http/loopback';
import { absoluteMediaUrl, mediaHandler, mediaSvg } from './media';

describe('sandbox media', () => {
  it('makes a media path absolute against the request address', () => {
    expect(absoluteMediaUrl('http://127.0.0.1:4001/graphql', '/media/a.svg')).toBe(
      'http://127.0.0.1:4001/media/a.svg',
    );
    expect(absoluteMediaUrl('http://x/graphql', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
    expect(absoluteMediaUrl('http://x/graphql', null)).toBeNull();
  });

  it('draws the same picture for the same path and escapes the caption', () => {
    expect(mediaSvg('/media/a<b>.svg')).toBe(mediaSvg('/media/a<b>.svg'));
    expect(mediaSvg('/media/a<b>.svg')).not.toContain('<b>');
  });

  it('serves an SVG over HTTP and 404 for anything else', async () => {
    const server = await listenOnLoopback(mediaHandler);
    try {
      const image = await fetch(`${server.origin}/media/products/cutter.svg?w=480&h=480`);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toContain('width="480"');
      expect((await fetch(`${server.origin}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('serves every .mp4 as a short clip, whole or in the range a player asks for', async () => {
    const server = await listenOnLoopback(mediaHandler);
    try {
      const whole = await fetch(`${server.origin}/media/videos/cutter-355.mp4`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await whole.arrayBuffer());
      // An MP4 starts with its `ftyp` box.
      expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');

      const part = await fetch(`${server.origin}/media/videos/cutter-355.mp4`, {
        headers: { range: 'bytes=4-7' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 4-7/${bytes.byteLength}`);
      expect(await part.text()).toBe('ftyp');

      const past = await fetch(`${server.origin}/media/videos/cutter-355.mp4`, {
        headers: { range: `bytes=${bytes.byteLength}-` },
      });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${bytes.byteLength}`);
    } finally {
      await server.close();
    }
  });

  it('serves documents as small valid files of their kind', async () => {
    const server = await listenOnLoopback(mediaHandler);
    try {
      const sheet = await fetch(`${server.origin}/media/documents/cfm-sensor-2-datasheet-en.pdf`);
      expect(sheet.status).toBe(200);
      expect(sheet.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await sheet.arrayBuffer()).toString('latin1');
      expect(pdf).toMatch(/^%PDF-1\.4\n/);
      expect(pdf).toContain('(cfm sensor 2 datasheet en) Tj');
      // The cross-reference table points at where the objects really are.
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
      expect(pdf.slice(xref, xref + 4)).toBe('xref');
      const firstObject = Number(/0000000000 65535 f \n(\d{10}) 00000 n/.exec(pdf)?.[1]);
      expect(pdf.slice(firstObject, firstObject + 7)).toBe('1 0 obj');

      const template = await fetch(`${server.origin}/media/downloads/report-template.docx`);
      expect(template.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      // A ZIP archive, as every Office file is.
      expect(
        Buffer.from(await template.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    } finally {
      await server.close();
    }
  });
});
