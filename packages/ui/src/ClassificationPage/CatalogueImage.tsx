import { imageOrPlaceholder } from '@kmx/domain/catalogue';

export interface CatalogueImageProps {
  /** The picture at 480 pixels wide. */
  readonly image: string | null;
  /** The same picture at 1200 pixels wide, for wide cards and high-density screens. */
  readonly imageHighRes?: string | null;
  readonly alt: string;
  readonly eager?: boolean;
}

/** Cards fill one column on phones, two on tablets, three or four on desktops. */
const cardSizes = '(max-width: 599px) 100vw, (max-width: 1023px) 50vw, 400px';

/**
 * Spec public-site 3.5: the catalogue hands out each picture at 480 and at 1200 pixels wide; the
 * browser picks by the card's width. A missing picture shows the placeholder (spec 5).
 */
export function CatalogueImage({ image, imageHighRes, alt, eager = false }: CatalogueImageProps) {
  const small = imageOrPlaceholder(image);
  const large =
    imageHighRes === undefined || imageHighRes === null ? null : imageOrPlaceholder(imageHighRes);
  return (
    <img
      className="catalogue-image"
      src={small}
      {...(large === null || large === small
        ? {}
        : { srcSet: `${small} 480w, ${large} 1200w`, sizes: cardSizes })}
      width={480}
      height={270}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
