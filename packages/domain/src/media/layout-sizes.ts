import type { MediaLayout } from '../content/BodyBlock';
import type { ImageFormat, ImageSize } from './image-sizes';
import { imageFormats, imageSizes } from './image-sizes';
import { imageUrl } from './image-url';

/** Spec public-site 9: the rendition of an image block in each layout (the aside one square). */
export const layoutImageSizes = {
  stretched: imageSizes.stretched,
  breakOut: imageSizes.breakOut,
  inline: imageSizes.inline,
  aside: imageSizes.asideSquare,
} as const satisfies Record<MediaLayout, ImageSize>;

/**
 * Spec public-site 9: the poster of a video block in each layout. Stretched and aside videos have
 * their own 16:9 renditions; the others use the image widths of their layout.
 */
export const layoutVideoSizes = {
  stretched: imageSizes.stretchedVideo,
  breakOut: imageSizes.breakOut,
  inline: imageSizes.inline,
  aside: imageSizes.asideVideo,
} as const satisfies Record<MediaLayout, ImageSize>;

/**
 * The `sizes` attribute of a rendition: its own width once the viewport is wide enough, else the
 * viewport's width (the content column fills small screens).
 */
export function imageSizesAttribute(size: ImageSize): string {
  return `(min-width: ${size.width}px) ${size.width}px, 100vw`;
}

/**
 * A `srcset` with width descriptors: the rendition at its own size and at twice its size, so that
 * with `imageSizesAttribute` a browser picks by the width the image is drawn at and the screen's
 * density.
 */
export function imageWidthSrcset(
  source: string,
  size: ImageSize,
  format: ImageFormat = imageFormats.webp,
): string {
  return [1, 2]
    .map(
      (density) =>
        `${srcsetSafe(imageUrl(source, size, format, density))} ${Math.round(size.width * density)}w`,
    )
    .join(', ');
}

/** Commas and whitespace inside an address would split a candidate, so they are encoded. */
function srcsetSafe(address: string): string {
  return address.replace(/[\s,]/gu, (character) => encodeURIComponent(character));
}
