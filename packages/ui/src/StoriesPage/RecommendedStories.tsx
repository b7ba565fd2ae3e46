import type { StoryTeaser } from '@kmx/domain/content';
import type { LinkContext } from '@kmx/domain/routing';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { StoryCard } from '../StoryCard/StoryCard';

export interface RecommendedStoriesProps {
  readonly stories: readonly StoryTeaser[];
  readonly links: LinkContext;
  readonly dateLocale: string;
}

/** "Recommended reads" (spec public-site 2.5); nothing when there is nothing else to read. */
export function RecommendedStories({ stories, links, dateLocale }: RecommendedStoriesProps) {
  const messages = useMessages();
  const headingId = useId();
  if (stories.length === 0) return null;
  return (
    <section className="stories-recommended" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages['stories.recommended']}</h2>
      <ul className="story-grid">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} links={links} dateLocale={dateLocale} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
