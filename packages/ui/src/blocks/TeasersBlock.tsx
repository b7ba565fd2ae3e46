import type { BlockRendererProps } from './BlockRegistry';
import { BlockTitle } from './BlockTitle';
import { TeaserCard } from './TeaserCard';

/** A grid of teasers; under a block title their titles are one heading level lower. */
export function TeasersBlock({ block }: BlockRendererProps<'Teasers'>) {
  if (block.teasers.length === 0) return null;
  const titled = block.title !== null && block.title.trim() !== '';
  return (
    <section className="block block-teasers">
      <BlockTitle blockId={block.id} title={block.title} />
      <ul className="block-teasers__grid">
        {block.teasers.map((teaser, index) => (
          <li key={`${teaser.title}-${index}`}>
            <TeaserCard teaser={teaser} headingLevel={titled ? 3 : 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
