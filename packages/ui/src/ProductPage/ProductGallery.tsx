import type { ProductImage } from '@kmx/domain/catalogue';
import { imageSizes } from '@kmx/domain/media';
import { useState } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface ProductGalleryProps {
  /** Default image first, as `productImages` orders them; an empty list shows the placeholder. */
  readonly images: readonly ProductImage[];
  readonly productName: string;
}

/**
 * Spec public-site 3.6, 9: the product's pictures at gallery size (480) with thumbnails (56) that
 * choose the large one. The default image shows first.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const messages = useMessages();
  const [chosen, setChosen] = useState(0);
  const current = images[chosen] ?? images[0];
  return (
    <div className="product-gallery">
      <ResponsiveImage
        image={{ url: current?.url ?? '', alternativeText: current?.name ?? productName }}
        size={imageSizes.gallery}
        sizes="(min-width: 48rem) 30rem, 100vw"
        eager
        className="product-gallery__main"
      />
      {images.length > 1 && (
        <ul
          className="product-gallery__thumbnails"
          aria-label={format(messages['catalogue.product.gallery'], { name: productName })}
        >
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className="product-gallery__thumbnail"
                aria-pressed={index === chosen}
                aria-label={format(messages['catalogue.product.showImage'], {
                  number: String(index + 1),
                  count: String(images.length),
                  name: image.name,
                })}
                onClick={() => setChosen(index)}
              >
                <ResponsiveImage
                  image={{ url: image.url, alternativeText: '' }}
                  size={imageSizes.galleryThumbnail}
                  mode="fixed"
                  decorative
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
