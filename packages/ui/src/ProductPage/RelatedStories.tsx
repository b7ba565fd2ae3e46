import type { Story } from '@kmx/domain/content';
import type { LinkContext } from '@kmx/domain/routing';
import { imageSizes } from '@kmx/domain/media';
import { buildLink, storyRoute } from '@kmx/domain/routing';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface RelatedStoriesProps {
  readonly stories: readonly Story[];
  readonly linkContext: LinkContext;
}

/** Spec public-site 2.5: stories about the product, each linking to `/stories/{slug}`. */
export function RelatedStories({ stories, linkContext }: RelatedStoriesProps) {
  const messages = useMessages();
  const headingId = useId();
  if (stories.length === 0) return null;
  return (
    <section className="product-section related-stories" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages['catalogue.product.relatedStories']}</h2>
      <ul className="product-cards">
        {stories.map((story) => (
          <li key={story.id} className="product-card story-card">
            <ResponsiveImage
              image={story.image ?? { url: '', alternativeText: '' }}
              size={imageSizes.gallery}
              sizes="(min-width: 48rem) 15rem, 100vw"
              decorative
              className="product-card__image"
            />
            <h3 className="product-card__name">
              <a
                className="product-card__link"
                href={buildLink(storyRoute(story.slug), linkContext)}
              >
                {story.title}
              </a>
            </h3>
            {story.leadText !== '' && <p className="product-card__text">{story.leadText}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
