import { mediaOrNull } from './image-placeholder';
import type { ProductVideo } from './Product';

/** Spec public-site 3.6: the video of a product, its alternative text being the product's name. */
export function productVideo(
  url: string | null | undefined,
  thumbnailUrl: string | null | undefined,
  productName: string,
): ProductVideo | null {
  const videoUrl = mediaOrNull(url);
  const thumbnail = mediaOrNull(thumbnailUrl);
  return videoUrl === null
    ? null
    : { url: videoUrl, thumbnailUrls: thumbnail === null ? [] : [thumbnail], alt: productName };
}
