/** A rendition's box in CSS pixels; without a height the image keeps its aspect ratio. */
export interface ImageSize {
  readonly width: number;
  readonly height?: number;
}

/** Spec public-site 9: the image renditions the site uses, by where they appear. */
export const imageSizes = {
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
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof imageSizes;

/** Spec public-site 9: every rendition is delivered at quality 90, cropped to its box. */
export const imageQuality = 90;
export const imageFit = 'crop';

/** Each rendition exists as webp (preferred) and png (fallback for browsers without webp). */
export const imageFormats = {
  webp: 'webp',
  png: 'png',
} as const;

export type ImageFormat = (typeof imageFormats)[keyof typeof imageFormats];
