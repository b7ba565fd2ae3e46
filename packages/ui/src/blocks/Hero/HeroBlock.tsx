import { layoutImageSizes } from '@kmx/domain/media';
import { ResponsiveImage } from '../../ResponsiveImage/ResponsiveImage';
import { BlockLink } from '../BlockLink';
import type { BlockRendererProps } from '../BlockRegistry';
import { useBlockSettings } from '../BlockSettings';

/**
 * A hero further down a page (the first block of a page is drawn as its cover instead, see
 * `CoverHero`): a full-width picture with a headline, a lead and up to two calls to action. No
 * script of its own.
 */
export function HeroBlock({ block }: BlockRendererProps<'Hero'>) {
  const { eagerImageBlockId } = useBlockSettings();
  const actions = [block.callToAction, block.secondaryAction].filter((link) => link !== null);
  return (
    <section className="block block-hero" aria-labelledby={`${block.id}-headline`}>
      {block.picture !== null && (
        <ResponsiveImage
          image={block.picture}
          size={layoutImageSizes.stretched}
          eager={eagerImageBlockId === block.id}
          className="block-hero__picture"
        />
      )}
      <div className="block-hero__band">
        <h2 className="block-hero__headline" id={`${block.id}-headline`}>
          {block.headline}
        </h2>
        {block.lead !== null && block.lead !== '' && (
          <p className="block-hero__lead">{block.lead}</p>
        )}
        {actions.length > 0 && (
          <p className="block-hero__actions">
            {actions.map((link, index) => (
              <BlockLink
                key={index}
                link={link}
                className={`block-hero__action button ${index === 0 ? 'button--accent' : 'button--ghost'}`}
              />
            ))}
          </p>
        )}
      </div>
    </section>
  );
}
