import type { ProductVideo } from '@kmx/domain/catalogue';
import { imageOrPlaceholder } from '@kmx/domain/catalogue';
import { videoSource } from '@kmx/domain/media';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface ServiceVideoProps {
  readonly video: ProductVideo;
}

/** A video file plays in the page; a video platform's page is linked, never framed (CSP). */
export function ServiceVideo({ video }: ServiceVideoProps) {
  const messages = useMessages();
  const source = videoSource(video.url);
  const poster = video.thumbnailUrls[0];
  const label = format(messages['catalogue.service.video'], { name: video.alt });
  if (source.kind === 'file') {
    return (
      <video
        className="service-page__video"
        controls
        preload="none"
        aria-label={label}
        {...(poster === undefined ? {} : { poster: imageOrPlaceholder(poster) })}
      >
        <source src={source.url} type={source.mediaType} />
        {messages['catalogue.service.videoUnsupported']}
      </video>
    );
  }
  return (
    <a className="service-page__video-link" href={source.url} rel="noopener noreferrer">
      {poster === undefined ? null : <img src={imageOrPlaceholder(poster)} alt="" loading="lazy" />}
      <span>{format(messages['catalogue.service.watchVideo'], { name: video.alt })}</span>
    </a>
  );
}
