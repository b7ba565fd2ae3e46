import type { StoryTeaser } from '@kmx/domain/content';
import type { LinkContext } from '@kmx/domain/routing';
import { useMessages } from '../i18n/MessagesProvider';
import { formatIsoDate } from '../PageModules/intl-format';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { storyAuthorHref, storyHref } from './story-links';

export interface StoryCardProps {
  readonly story: StoryTeaser;
  readonly links: LinkContext;
  /** BCP 47 tag dates are written in. */
  readonly dateLocale: string;
  /** The card's title level: 2 on a list, 3 below a section heading. */
  readonly headingLevel?: 2 | 3;
}

const cardImage = { width: 480, height: 270 } as const;

/** A story in a list (spec public-site 2.5): image, category, date, title, lead, video badge, authors. */
export function StoryCard({ story, links, dateLocale, headingLevel = 2 }: StoryCardProps) {
  const messages = useMessages();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="story-card">
      {story.image !== null && (
        <ResponsiveImage
          className="story-card__image"
          image={story.image}
          size={cardImage}
          sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
          decorative
        />
      )}
      <div className="story-card__body">
        <p className="story-card__meta">
          {story.category !== null && (
            <span className="story-card__category">{story.category}</span>
          )}
          <time className="story-card__date" dateTime={story.publicationDate}>
            {formatIsoDate(story.publicationDate, dateLocale)}
          </time>
          {story.hasVideo && (
            <span className="story-card__badge">{messages['stories.videoBadge']}</span>
          )}
        </p>
        <Heading className="story-card__title">
          <a href={storyHref(story.slug, links)}>{story.title}</a>
        </Heading>
        <p className="story-card__lead">{story.leadText}</p>
        {story.storyContacts.length > 0 && (
          <p className="story-card__authors">
            {messages['stories.by']}{' '}
            {story.storyContacts.map((contact, index) => (
              <span key={contact.id}>
                {index > 0 && ', '}
                <a href={storyAuthorHref(contact.slug, links)}>{contact.name}</a>
              </span>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}
