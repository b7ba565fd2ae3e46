import type { BlockRendererProps } from './BlockRegistry';
import { TeaserCard } from './TeaserCard';

/** A single teaser in the page flow: its title is a heading of the page's second level. */
export function TeaserBlock({ block }: BlockRendererProps<'Teaser'>) {
  return (
    <div className="block block-teaser">
      <TeaserCard teaser={block.teaser} headingLevel={2} />
    </div>
  );
}
