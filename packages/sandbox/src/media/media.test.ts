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
});
