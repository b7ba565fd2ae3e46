import type { HeroBlock, ImageBlock } from '@kmx/domain/content';
import { layoutImageSizes } from '@kmx/domain/media';
import { BlockLink } from '../blocks/BlockLink';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface CoverHeroProps {
  /** The page's opening stretched image or hero (the domain's `pageOutline` chooses it). */
  readonly cover: ImageBlock | HeroBlock;
  /** The page title, the one level-1 heading of the page. */
  readonly title: string;
}

/**
 * Spec public-site 2.5: the optional cover hero, a stretched picture (1180) under the page title.
 * The title sits on a solid band, not on the picture, so it reads whatever the picture shows. The
 * picture is the first thing the page shows, so it loads at once.
 */
export function CoverHero({ cover, title }: CoverHeroProps) {
  const image = cover.type === 'Hero' ? cover.picture : cover.image;
  const caption = cover.type === 'Hero' ? cover.lead : cover.caption;
  const actions =
    cover.type === 'Hero'
      ? [cover.callToAction, cover.secondaryAction].filter((link) => link !== null)
      : [];
  return (
    <header className={`cover-hero${cover.type === 'Hero' ? ' cover-hero--hero' : ''}`}>
      {image !== null && (
        <ResponsiveImage
          image={image}
          size={layoutImageSizes.stretched}
          eager
          className="cover-hero__image"
        />
      )}
      <div className="cover-hero__band">
        <h1 className="cover-hero__title">{title}</h1>
        {caption !== null && caption !== '' && <p className="cover-hero__caption">{caption}</p>}
        {actions.length > 0 && (
          <p className="cover-hero__actions">
            {actions.map((link, index) => (
              <BlockLink
                key={index}
                link={link}
                className={`cover-hero__action button ${index === 0 ? 'button--accent' : 'button--ghost'}`}
              />
            ))}
          </p>
        )}
      </div>
    </header>
  );
}
