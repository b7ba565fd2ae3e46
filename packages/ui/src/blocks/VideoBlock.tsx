import type { ImageSize } from '@kmx/domain/media';
import { imageFormats, imageUrl, layoutVideoSizes, videoSource } from '@kmx/domain/media';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { BlockRendererProps } from './BlockRegistry';
import { useBlockSettings } from './BlockSettings';

/**
 * A video file plays in a `<video>` element that loads nothing but its poster until the visitor
 * starts it. A video on a platform is a poster linking there: no third-party frame is embedded,
 * so the page's content security policy stays closed and no platform script runs unasked.
 */
export function VideoBlock({ block }: BlockRendererProps<'Video'>) {
  const messages = useMessages();
  const { eagerImageBlockId } = useBlockSettings();
  const { video, layout } = block;
  const size: ImageSize = layoutVideoSizes[layout];
  const source = videoSource(video.url);
  const eager = eagerImageBlockId === block.id;

  return (
    <figure className={`block block-video block-media--${layout}`}>
      {source.kind === 'file' ? (
        <video
          className="block-video__player"
          controls
          preload="none"
          width={size.width}
          {...(size.height !== undefined && { height: size.height })}
          {...(video.thumbnail !== null && {
            poster: imageUrl(video.thumbnail.url, size, imageFormats.webp),
          })}
          aria-label={format(messages['blocks.video.label'], { title: video.title })}
        >
          <source src={source.url} type={source.mediaType} />
          <p>
            {messages['blocks.video.unsupported']}{' '}
            <a href={source.url}>
              {format(messages['blocks.video.download'], { title: video.title })}
            </a>
          </p>
        </video>
      ) : (
        <a
          className={`block-video__link${video.thumbnail === null ? '' : ' block-video__link--poster'}`}
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {video.thumbnail !== null && (
            <ResponsiveImage image={video.thumbnail} size={size} eager={eager} decorative />
          )}
          <span className="block-video__play">
            <span className="block-video__play-icon" aria-hidden="true" />
            <span className="block-video__play-text">
              {format(
                messages[source.host === '' ? 'blocks.video.watch' : 'blocks.video.watchOn'],
                { title: video.title, host: source.host },
              )}
              <span className="visually-hidden"> {messages['blocks.link.newTab']}</span>
            </span>
          </span>
        </a>
      )}
      {block.caption !== null && block.caption !== '' && (
        <figcaption className="block-caption">{block.caption}</figcaption>
      )}
    </figure>
  );
}
