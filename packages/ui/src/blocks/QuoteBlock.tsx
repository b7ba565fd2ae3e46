import { imageSizes } from '@kmx/domain/media';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { BlockRendererProps } from './BlockRegistry';

/** A quotation with its author (and portrait); the quotation marks come from the page language. */
export function QuoteBlock({ block }: BlockRendererProps<'Quote'>) {
  return (
    <figure className="block block-quote">
      <blockquote className="block-quote__text">
        <p>
          <q>{block.quote}</q>
        </p>
      </blockquote>
      <figcaption className="block-quote__source">
        {block.portrait !== null && (
          <ResponsiveImage
            image={block.portrait}
            size={imageSizes.storyContact}
            mode="fixed"
            decorative
            className="block-quote__portrait"
          />
        )}
        <span>
          <span className="block-quote__author">{block.author}</span>
          {block.role !== null && block.role !== '' && (
            <span className="block-quote__role">{block.role}</span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
