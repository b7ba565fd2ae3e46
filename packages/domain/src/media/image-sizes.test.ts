import { describe, expect, it } from 'vitest';
import { imageFit, imageFormats, imageQuality, imageSizes } from './image-sizes';

describe('the image renditions', () => {
  it('are delivered at quality 90 in png and webp with crop fit', () => {
    expect(imageQuality).toBe(90);
    expect(Object.values(imageFormats).sort()).toEqual(['png', 'webp']);
    expect(imageFit).toBe('crop');
  });

  it('have the sizes of the spec', () => {
    expect(imageSizes).toEqual({
      stretched: { width: 1180 },
      stretchedVideo: { width: 1200, height: 675 },
      breakOut: { width: 980 },
      inline: { width: 780 },
      asideSquare: { width: 960, height: 960 },
      asideVideo: { width: 960, height: 540 },
      classification: { width: 480 },
      classificationHighRes: { width: 1200 },
      galleryThumbnail: { width: 56 },
      gallery: { width: 480 },
      lightboxThumbnail: { width: 80 },
      brand: { width: 96 },
      storyContact: { width: 80 },
      marketingLogo: { width: 304, height: 52 },
      documentThumbnail: { width: 128, height: 180 },
      videoThumbnail: { width: 1180 },
    });
  });
});
