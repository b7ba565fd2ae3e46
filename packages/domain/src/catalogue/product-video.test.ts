import { describe, expect, it } from 'vitest';
import { productVideo } from './product-video';

describe('the product video', () => {
  it('has the address, the thumbnail and the product name as its alternative text', () => {
    expect(productVideo('https://video.example.com/a.mp4', '/thumb.png', 'Training Basic')).toEqual(
      {
        url: 'https://video.example.com/a.mp4',
        thumbnailUrls: ['/thumb.png'],
        alt: 'Training Basic',
      },
    );
  });

  it('has no thumbnails when the thumbnail is missing', () => {
    expect(productVideo('/a.mp4', 'null', 'Training Basic')?.thumbnailUrls).toEqual([]);
  });

  it('is absent when the address is missing, null or the text null', () => {
    expect(productVideo(undefined, '/thumb.png', 'Training Basic')).toBeNull();
    expect(productVideo(null, '/thumb.png', 'Training Basic')).toBeNull();
    expect(productVideo('null', '/thumb.png', 'Training Basic')).toBeNull();
  });
});
