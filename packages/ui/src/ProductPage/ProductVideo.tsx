import type { ProductVideo as Video } from '@kmx/domain/catalogue';
import { imageFormats, imageSizes, imageUrl, videoSource } from '@kmx/domain/media';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface ProductVideoProps {
  readonly video: Video;
}

/**
 * Spec public-site 3.6, 9: the product's video at the stretched video size (1200x675). A file
 * plays in place and loads only its poster until started; a platform video is a poster linking
 * there, so no third-party frame or script enters the page.
 */
export function ProductVideo({ video }: ProductVideoProps) {
  const messages = useMessages();
  const size = imageSizes.stretchedVideo;
  const source = videoSource(video.url);
  const poster = video.thumbnailUrls[0];
  const label = format(messages['catalogue.product.video'], { name: video.alt });
  if (source.kind === 'file') {
    return (
      <video
        className="product-video"
        controls
        preload="none"
        width={size.width}
        height={size.height}
        aria-label={label}
        {...(poster !== undefined && { poster: imageUrl(poster, size, imageFormats.webp) })}
      >
        <source src={source.url} type={source.mediaType} />
        <p>
          {messages['catalogue.product.videoUnsupported']} <a href={source.url}>{label}</a>
        </p>
      </video>
    );
  }
  return (
    <a
      className="product-video product-video--link"
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {poster !== undefined && (
        <ResponsiveImage image={{ url: poster, alternativeText: '' }} size={size} decorative />
      )}
      <span className="product-video__play">
        {format(messages['catalogue.product.watchVideo'], { name: video.alt })}
        <span className="visually-hidden"> {messages['catalogue.product.newTab']}</span>
      </span>
    </a>
  );
}
