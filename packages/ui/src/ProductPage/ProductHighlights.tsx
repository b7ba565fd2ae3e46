import type { Highlight } from '@kmx/domain/catalogue';
import { validHighlights } from '@kmx/domain/catalogue';
import { imageSizes, videoSource } from '@kmx/domain/media';
import { useId } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface ProductHighlightsProps {
  readonly highlights: readonly Highlight[];
}

/**
 * Spec public-site 2.5, 5: the product's highlights. Only valid ones show (a name and an image or
 * a video); the catalogue port drops the others already, this guards a view built elsewhere.
 */
export function ProductHighlights({ highlights }: ProductHighlightsProps) {
  const messages = useMessages();
  const headingId = useId();
  const shown = validHighlights(highlights);
  if (shown.length === 0) return null;
  return (
    <section className="product-section product-highlights" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages['catalogue.product.highlights']}</h2>
      <ul className="product-highlights__list">
        {shown.map((highlight, index) => (
          <li key={`${highlight.name}-${index}`} className="product-highlight">
            <HighlightMedia highlight={highlight} />
            <h3 className="product-highlight__name">{highlight.name}</h3>
            {highlight.shortDescription !== null && (
              <p className="product-highlight__short">{highlight.shortDescription}</p>
            )}
            {highlight.longDescription !== null && (
              <p className="product-highlight__long">{highlight.longDescription}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A video file plays in place; a video on a platform is a poster linking there (no frames). */
function HighlightMedia({ highlight }: { readonly highlight: Highlight }) {
  const messages = useMessages();
  if (highlight.video !== null) {
    const source = videoSource(highlight.video);
    const label = format(messages['catalogue.product.watchVideo'], { name: highlight.name });
    if (source.kind === 'file') {
      return (
        <video
          className="product-highlight__video"
          controls
          preload="none"
          aria-label={label}
          {...(highlight.videoImage !== null && { poster: highlight.videoImage })}
        >
          <source src={source.url} type={source.mediaType} />
        </video>
      );
    }
    return (
      <a
        className="product-highlight__video-link"
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {highlight.videoImage !== null && (
          <ResponsiveImage
            image={{ url: highlight.videoImage, alternativeText: '' }}
            size={imageSizes.gallery}
            decorative
          />
        )}
        <span className="product-highlight__play">
          {label}
          <span className="visually-hidden"> {messages['catalogue.product.newTab']}</span>
        </span>
      </a>
    );
  }
  if (highlight.image === null) return null;
  return (
    <ResponsiveImage
      image={{ url: highlight.image, alternativeText: highlight.name }}
      size={imageSizes.gallery}
      decorative
      className="product-highlight__image"
    />
  );
}
