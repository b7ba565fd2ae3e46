import type { PageView } from '@kmx/domain/view';
import {
  isStoriesFilterEmpty,
  noStoriesFilter,
  storiesFilterParameters,
  videosOnlyValue,
} from '@kmx/domain/content';
import { useId } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ListIntro } from '../ListIntro/ListIntro';
import { intlLocaleTag } from '../PageModules/intl-format';
import { StoryCard } from '../StoryCard/StoryCard';
import { frameLinkContext, storiesHref, storyAuthorsHref } from '../StoryCard/story-links';
import { RecommendedStories } from './RecommendedStories';

export interface StoriesPageProps {
  readonly view: Extract<PageView, { kind: 'stories' }>;
}

/**
 * Spec public-site 2.5: the stories overview. The filter is a GET form the server applies, so it
 * works without scripts; a filtered list offers the way back to all stories. The CMS page at
 * `/stories`, when there is one, gives the heading and the blocks above the list.
 */
export function StoriesPage({ view }: StoriesPageProps) {
  const messages = useMessages();
  const ids = { filter: useId(), category: useId(), author: useId(), videos: useId() };
  const links = frameLinkContext(view.frame);
  const dateLocale = intlLocaleTag(view.frame.locale);
  const { filter, intro } = view;
  const filtered = !isStoriesFilterEmpty(filter);
  const count =
    view.stories.length === 1
      ? messages['stories.countOne']
      : format(messages['stories.count'], { count: String(view.stories.length) });

  return (
    <div className="stories-page">
      <header className="stories-page__header">
        {intro === null ? (
          <>
            <h1>{messages['stories.title']}</h1>
            <p className="stories-page__intro">{messages['stories.intro']}</p>
          </>
        ) : (
          <>
            <h1 lang={intro.contentLanguage}>{intro.title}</h1>
            <ListIntro intro={intro} linkContext={links} />
          </>
        )}
        <p>
          <a href={storyAuthorsHref(links)}>{messages['stories.authorsLink']}</a>
        </p>
      </header>

      <form
        className="stories-filter"
        method="get"
        action={storiesHref(links)}
        aria-labelledby={ids.filter}
      >
        <h2 id={ids.filter} className="stories-filter__heading">
          {messages['stories.filter.heading']}
        </h2>
        <div className="stories-filter__field">
          <label htmlFor={ids.category}>{messages['stories.filter.category']}</label>
          <select
            id={ids.category}
            name={storiesFilterParameters.category}
            defaultValue={filter.category ?? ''}
          >
            <option value="">{messages['stories.filter.allCategories']}</option>
            {view.categories.map((category) => (
              <option key={category.key} value={category.key}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="stories-filter__field">
          <label htmlFor={ids.author}>{messages['stories.filter.author']}</label>
          <select
            id={ids.author}
            name={storiesFilterParameters.author}
            defaultValue={filter.authorSlug ?? ''}
          >
            <option value="">{messages['stories.filter.allAuthors']}</option>
            {view.authors.map((author) => (
              <option key={author.slug} value={author.slug}>
                {author.name}
              </option>
            ))}
          </select>
        </div>
        <div className="stories-filter__check">
          <input
            id={ids.videos}
            type="checkbox"
            name={storiesFilterParameters.videos}
            value={videosOnlyValue}
            defaultChecked={filter.videosOnly}
          />
          <label htmlFor={ids.videos}>{messages['stories.filter.videosOnly']}</label>
        </div>
        <button type="submit" className="button">
          {messages['stories.filter.apply']}
        </button>
      </form>

      <nav className="stories-categories" aria-label={messages['stories.filter.category']}>
        <ul>
          {view.categories.map((category) => (
            <li key={category.key}>
              <a
                href={storiesHref(links, { ...noStoriesFilter, category: category.key })}
                {...(filter.category === category.key && { 'aria-current': 'page' as const })}
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section className="stories-list" aria-live="polite">
        <p className="stories-list__count">
          {count}
          {filtered && (
            <>
              {' · '}
              <a className="stories-list__back" href={storiesHref(links)}>
                {messages['stories.filter.backToAll']}
              </a>
            </>
          )}
        </p>
        {view.stories.length === 0 ? (
          <p className="stories-list__empty">{messages['stories.empty']}</p>
        ) : (
          <ul className="story-grid">
            {view.stories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} links={links} dateLocale={dateLocale} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <RecommendedStories stories={view.recommended} links={links} dateLocale={dateLocale} />
    </div>
  );
}
