import type { ImageBlock } from '@kmx/domain/content';
import { layoutImageSizes } from '@kmx/domain/media';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface CoverHeroProps {
  /** The page's opening stretched image (the domain's `pageOutline` chooses it). */
  readonly cover: ImageBlock;
  /** The page title, the one level-1 heading of the page. */
  readonly title: string;
}

/**
 * Spec public-site 2.5: the optional cover hero, a stretched picture (1180) under the page title.
 * The title sits on a solid band, not on the picture, so it reads whatever the picture shows. The
 * picture is the first thing the page shows, so it loads at once.
 */
export function CoverHero({ cover, title }: CoverHeroProps) {
  return (
    <header className="cover-hero">
      <ResponsiveImage
        image={cover.image}
        size={layoutImageSizes.stretched}
        eager
        className="cover-hero__image"
      />
      <div className="cover-hero__band">
        <h1 className="cover-hero__title">{title}</h1>
        {cover.caption !== null && cover.caption !== '' && (
          <p className="cover-hero__caption">{cover.caption}</p>
        )}
      </div>
    </header>
  );
}
