import { imageSizes } from '@kmx/domain/media';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockTitle } from './BlockTitle';
import { useBlockSettings } from './BlockSettings';

/**
 * One image at a time in the gallery rendition (480), chosen with thumbnails (56) that are
 * buttons: Tab reaches them, Enter or Space shows one, the arrow keys, Home and End move along.
 */
export function GalleryBlock({ block }: BlockRendererProps<'Gallery'>) {
  const messages = useMessages();
  const { eagerImageBlockId, titleAnchors } = useBlockSettings();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const labelId = useId();
  const total = block.images.length;
  const shown = block.images[Math.min(current, total - 1)];
  if (shown === undefined) return null;
  const hasTitle = block.title !== null && block.title.trim() !== '';

  const choose = (index: number) => {
    const next = (index + total) % total;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Readonly<Record<string, number>> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <section
      className="block block-gallery"
      {...(hasTitle && Object.hasOwn(titleAnchors, block.id)
        ? { 'aria-labelledby': titleAnchors[block.id] }
        : { 'aria-label': block.title ?? messages['blocks.gallery.label'] })}
    >
      <BlockTitle blockId={block.id} title={block.title} />
      <figure className="block-gallery__stage">
        <ResponsiveImage
          image={shown.image}
          size={imageSizes.gallery}
          mode="fixed"
          eager={eagerImageBlockId === block.id}
        />
        <figcaption className="block-caption" aria-live="polite">
          <span className="block-gallery__position">
            {format(messages['blocks.gallery.position'], {
              number: String(current + 1),
              total: String(total),
            })}
          </span>
          {shown.caption !== null && shown.caption !== '' && <span> {shown.caption}</span>}
        </figcaption>
      </figure>
      {total > 1 && (
        <>
          <p id={labelId} className="visually-hidden">
            {messages['blocks.gallery.thumbnails']}
          </p>
          <ul className="block-gallery__thumbnails" aria-labelledby={labelId} onKeyDown={onKeyDown}>
            {block.images.map((entry, index) => (
              <li key={`${entry.image.url}-${index}`}>
                <button
                  type="button"
                  className="block-gallery__thumbnail"
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  aria-pressed={index === current}
                  aria-label={format(messages['blocks.gallery.show'], {
                    number: String(index + 1),
                    total: String(total),
                    description: entry.image.alternativeText,
                  })}
                  onClick={() => setCurrent(index)}
                >
                  <ResponsiveImage
                    image={entry.image}
                    size={imageSizes.galleryThumbnail}
                    mode="fixed"
                    decorative
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
