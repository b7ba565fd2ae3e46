import type { PageView } from '@kmx/domain/view';
import { imageSizes } from '@kmx/domain/media';
import { useId } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { intlLocaleTag } from '../PageModules/intl-format';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { StoryCard } from '../StoryCard/StoryCard';
import { frameLinkContext, storiesHref, storyAuthorsHref } from '../StoryCard/story-links';

export interface StoryAuthorPageProps {
  readonly view: Extract<PageView, { kind: 'story-contact' }>;
}

/** Spec public-site 2.1: one author, their biography and their stories, newest first. */
export function StoryAuthorPage({ view }: StoryAuthorPageProps) {
  const messages = useMessages();
  const headingId = useId();
  const { author, stories } = view.author;
  const links = frameLinkContext(view.frame);
  const dateLocale = intlLocaleTag(view.frame.locale);
  return (
    <div className="story-author-page">
      <header className="story-author-page__header">
        {author.image !== null && (
          <ResponsiveImage
            className="story-author-card__image"
            image={author.image}
            size={imageSizes.storyContact}
            mode="fixed"
            decorative
          />
        )}
        <div>
          <h1>{author.name}</h1>
          <p className="story-author-card__role">{author.role}</p>
        </div>
      </header>
      <p className="story-author-page__bio">{author.biography}</p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>
          {format(messages['stories.author.storiesHeading'], { name: author.name })}
        </h2>
        {stories.length === 0 ? (
          <p className="stories-list__empty">
            {format(messages['stories.author.noStories'], { name: author.name })}
          </p>
        ) : (
          <ul className="story-grid">
            {stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} links={links} dateLocale={dateLocale} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="story-author-page__links">
        <a href={storyAuthorsHref(links)}>{messages['stories.authorsLink']}</a>
        {' · '}
        <a href={storiesHref(links)}>{messages['stories.filter.backToAll']}</a>
      </p>
    </div>
  );
}
