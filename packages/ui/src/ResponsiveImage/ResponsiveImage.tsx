import type { ContentImage } from '@kmx/domain/content';
import type { ImageSize } from '@kmx/domain/media';
import { imageOrPlaceholder } from '@kmx/domain/catalogue';
import {
  imageFormats,
  imageSizesAttribute,
  imageSrcset,
  imageUrl,
  imageWidthSrcset,
} from '@kmx/domain/media';

export interface ResponsiveImageProps {
  readonly image: ContentImage;
  /** The rendition (spec public-site 9) the image is drawn at. */
  readonly size: ImageSize;
  /**
   * `fluid` images fill their column on small screens (width candidates with `sizes`); `fixed`
   * ones keep their size (1x and 2x candidates), like thumbnails and portraits.
   */
  readonly mode?: 'fluid' | 'fixed';
  /** The `sizes` of a fluid image, when it is drawn narrower than its rendition (cards in a grid). */
  readonly sizes?: string;
  /** The first image of a page loads at once; every other one waits until it is near the viewport. */
  readonly eager?: boolean;
  /** A picture beside a text that says the same (a portrait beside the name) is hidden from readers. */
  readonly decorative?: boolean;
  readonly className?: string;
}

/**
 * Renditions given by width only are cropped to 16:9; saying so in `height` lets the browser keep
 * the image's room before it arrives, so nothing below it jumps (layout shift).
 */
const defaultAspectRatio = 9 / 16;

/**
 * A picture in webp with a png fallback, in the rendition its place calls for, 1x and 2x. A
 * missing address shows the placeholder (spec public-site 5).
 */
export function ResponsiveImage({
  image,
  size,
  mode = 'fluid',
  sizes,
  eager = false,
  decorative = false,
  className,
}: ResponsiveImageProps) {
  const source = imageOrPlaceholder(image.url);
  const fluid = mode === 'fluid';
  const sizesAttribute = fluid ? (sizes ?? imageSizesAttribute(size)) : undefined;
  const srcset = fluid ? imageWidthSrcset : imageSrcset;
  return (
    <picture
      className={['responsive-image', `responsive-image--${mode}`, className]
        .filter(Boolean)
        .join(' ')}
    >
      <source
        type="image/webp"
        srcSet={srcset(source, size, imageFormats.webp)}
        {...(sizesAttribute !== undefined && { sizes: sizesAttribute })}
      />
      <img
        src={imageUrl(source, size, imageFormats.png)}
        srcSet={srcset(source, size, imageFormats.png)}
        {...(sizesAttribute !== undefined && { sizes: sizesAttribute })}
        alt={decorative ? '' : image.alternativeText}
        width={size.width}
        height={size.height ?? Math.round(size.width * defaultAspectRatio)}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        {...(eager && { fetchPriority: 'high' as const })}
      />
    </picture>
  );
}
