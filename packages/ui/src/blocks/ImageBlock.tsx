import { layoutImageSizes } from '@kmx/domain/media';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { BlockRendererProps } from './BlockRegistry';
import { useBlockSettings } from './BlockSettings';

/** An image in its layout's rendition (spec public-site 9), with its caption. */
export function ImageBlock({ block }: BlockRendererProps<'Image'>) {
  const { eagerImageBlockId } = useBlockSettings();
  return (
    <figure className={`block block-image block-media--${block.layout}`}>
      <ResponsiveImage
        image={block.image}
        size={layoutImageSizes[block.layout]}
        eager={eagerImageBlockId === block.id}
      />
      {block.caption !== null && block.caption !== '' && (
        <figcaption className="block-caption">{block.caption}</figcaption>
      )}
    </figure>
  );
}
