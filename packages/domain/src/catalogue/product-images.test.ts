import { describe, expect, it } from 'vitest';
import { placeholderImageUrl } from './image-placeholder';
import { productImages } from './product-images';

describe('product images', () => {
  it('takes the image flagged as default as the primary image', () => {
    const images = productImages(
      [
        { name: 'Side', url: '/side.png', default: false },
        { name: 'Front', url: '/front.png', default: true },
        { name: 'Back', url: '/back.png', default: false },
      ],
      'Gamma 450',
    );
    expect(images.primaryImage).toEqual({ name: 'Front', url: '/front.png', isDefault: true });
    expect(images.additionalImages.map((image) => image.name)).toEqual(['Side', 'Back']);
    expect(images.allImages.map((image) => image.name)).toEqual(['Front', 'Side', 'Back']);
  });

  it('takes the first image when none is flagged as default', () => {
    const images = productImages(
      [
        { name: 'Side', url: '/side.png', default: null },
        { name: 'Back', url: '/back.png' },
      ],
      'Gamma 450',
    );
    expect(images.primaryImage.url).toBe('/side.png');
    expect(images.additionalImages.map((image) => image.url)).toEqual(['/back.png']);
  });

  it('drops images whose address is missing, null or the text null', () => {
    const images = productImages(
      [
        { name: 'Empty', url: 'null', default: true },
        { name: 'None', url: null },
        { name: 'Side', url: '/side.png' },
      ],
      'Gamma 450',
    );
    expect(images.allImages.map((image) => image.url)).toEqual(['/side.png']);
  });

  it('shows the placeholder, named after the product, when no image is left', () => {
    const images = productImages(null, 'Gamma 450');
    expect(images.primaryImage).toEqual({
      name: 'Gamma 450',
      url: placeholderImageUrl,
      isDefault: true,
    });
    expect(images.additionalImages).toEqual([]);
    expect(images.allImages).toEqual([images.primaryImage]);
  });

  it('names an unnamed image after the product', () => {
    expect(productImages([{ url: '/a.png' }], 'Gamma 450').primaryImage.name).toBe('Gamma 450');
  });
});
