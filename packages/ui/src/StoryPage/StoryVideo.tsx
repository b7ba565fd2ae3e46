import type { StoryVideo as StoryVideoData } from '@kmx/domain/content';
import { imageFormats, imageSizes, imageUrl, videoSource } from '@kmx/domain/media';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface StoryVideoProps {
  readonly video: StoryVideoData;
  readonly title: string;
}

/** A path on the site's own origin: only such a file may play in the page under the CSP. */
function isSameOrigin(url: string): boolean {
  return /^\/(?!\/)/.test(url);
}

/** The host a link to a video names, without `www.`; empty when the address has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * The story's video by the video-source rule: a file on the site's origin plays in a `<video>`
 * that loads only its poster until started; anything else (a platform page, a file elsewhere,
 * which the CSP's `media-src 'self'` would block) is linked, never framed.
 */
export function StoryVideo({ video, title }: StoryVideoProps) {
  const messages = useMessages();
  const size = imageSizes.stretchedVideo;
  const source = videoSource(video.url);
  const host = source.kind === 'hosted' ? source.host : hostOf(source.url);
  return (
    <figure className="story-video">
      {source.kind === 'file' && isSameOrigin(source.url) ? (
        <video
          className="story-video__player"
          controls
          preload="none"
          width={size.width}
          height={size.height}
          {...(video.thumbnail !== null && {
            poster: imageUrl(video.thumbnail.url, size, imageFormats.webp),
          })}
          aria-label={format(messages['stories.detail.video'], { title })}
        >
          <source src={source.url} type={source.mediaType} />
          <p>
            {messages['stories.detail.videoUnsupported']}{' '}
            <a href={source.url}>{format(messages['stories.detail.videoDownload'], { title })}</a>
          </p>
        </video>
      ) : (
        <a
          className="story-video__link"
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {video.thumbnail !== null && (
            <ResponsiveImage image={video.thumbnail} size={size} decorative />
          )}
          <span className="story-video__play">
            {format(messages[host === '' ? 'stories.detail.watch' : 'stories.detail.watchOn'], {
              title,
              host,
            })}
            <span className="visually-hidden"> {messages['stories.newTab']}</span>
          </span>
        </a>
      )}
    </figure>
  );
}
