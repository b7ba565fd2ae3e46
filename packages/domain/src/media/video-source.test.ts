import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('how a video is shown', () => {
  it('plays a file in the page, with its media type', () => {
    expect(videoSource('http://127.0.0.1:4001/media/videos/style-guide-demo.mp4')).toEqual({
      kind: 'file',
      url: 'http://127.0.0.1:4001/media/videos/style-guide-demo.mp4',
      mediaType: 'video/mp4',
    });
    expect(videoSource('/clips/a.WEBM?t=3#x')).toMatchObject({
      kind: 'file',
      mediaType: 'video/webm',
    });
  });

  it('links a video platform page, naming its host', () => {
    expect(videoSource('https://www.youtube.com/watch?v=abc')).toEqual({
      kind: 'hosted',
      url: 'https://www.youtube.com/watch?v=abc',
      host: 'youtube.com',
    });
    expect(videoSource('https://user@vimeo.com:443/123')).toMatchObject({ host: 'vimeo.com' });
  });

  it('has no host for an address without one', () => {
    expect(videoSource('/watch/123')).toMatchObject({ kind: 'hosted', host: '' });
  });
});
