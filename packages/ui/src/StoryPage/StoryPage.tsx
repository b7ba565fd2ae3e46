import type { PageView } from '@kmx/domain/view';
import { imageSizes } from '@kmx/domain/media';
import { useId, useState } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { formatIsoDate, intlLocaleTag } from '../PageModules/intl-format';
import { usePageActions } from '../PageLayout/PageActions';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { ShareModal } from '../ShareModal/ShareModal';
import { RecommendedStories } from '../StoriesPage/RecommendedStories';
import { frameLinkContext, storiesHref, storyAuthorHref } from '../StoryCard/story-links';
import { StoryFeedback } from '../StoryFeedback/StoryFeedback';
import { pushStoryFeedback } from '../StoryFeedback/story-feedback-event';
import { format } from '../i18n/format';
import { StoryVideo } from './StoryVideo';

export interface StoryPageProps {
  readonly view: Extract<PageView, { kind: 'story' }>;
}

interface ShareState {
  readonly visible: boolean;
  readonly url: string;
}

/**
 * Spec public-site 2.1, 2.5: one story with its share, subscribe and feedback parts and the
 * recommended reads. The body was sanitised by the server. Subscribing opens the news feed panel:
 * there is no subscription service, and the news feed is where new content is announced.
 */
export function StoryPage({ view }: StoryPageProps) {
  const messages = useMessages();
  const actions = usePageActions();
  const authorsId = useId();
  const { story } = view;
  const links = frameLinkContext(view.frame);
  const dateLocale = intlLocaleTag(view.frame.locale);
  const [share, setShare] = useState<ShareState>({ visible: false, url: '' });
  const date = formatIsoDate(story.publicationDate, dateLocale);

  return (
    <article className="story-page">
      <header className="story-page__header">
        <p className="story-page__meta">
          {story.category !== null && (
            <a
              className="story-page__category"
              href={storiesHref(links, {
                category: story.categoryKey,
                videosOnly: false,
                authorSlug: null,
              })}
            >
              {story.category}
            </a>
          )}
          <time dateTime={story.publicationDate}>
            {format(messages['stories.detail.published'], { date })}
          </time>
        </p>
        <h1 className="story-page__title" lang={story.contentLanguage}>
          {story.title}
        </h1>
        <p className="story-page__lead" lang={story.contentLanguage}>
          {story.leadText}
        </p>
        {story.storyContacts.length > 0 && (
          <div className="story-page__authors">
            <h2 id={authorsId} className="visually-hidden">
              {messages['stories.detail.authors']}
            </h2>
            <ul aria-labelledby={authorsId}>
              {story.storyContacts.map((contact) => (
                <li key={contact.id} className="story-author-chip">
                  {contact.image !== null && (
                    <ResponsiveImage
                      className="story-author-chip__image"
                      image={contact.image}
                      size={imageSizes.storyContact}
                      mode="fixed"
                      decorative
                    />
                  )}
                  <a href={storyAuthorHref(contact.slug, links)}>{contact.name}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </header>

      {story.image !== null && (
        <ResponsiveImage
          className="story-page__image"
          image={story.image}
          size={imageSizes.stretched}
          eager
        />
      )}
      {story.video !== null && <StoryVideo video={story.video} title={story.title} />}

      <div
        className="story-page__body"
        lang={story.contentLanguage}
        dangerouslySetInnerHTML={{ __html: story.body }}
      />

      <aside className="story-page__actions">
        <section className="story-share">
          <h2>{messages['stories.share.heading']}</h2>
          <button
            type="button"
            className="button"
            onClick={() => setShare({ visible: true, url: window.location.href })}
          >
            {messages['stories.share.button']}
          </button>
          <ShareModal
            title={story.title}
            url={share.url}
            visible={share.visible}
            onClose={() => setShare((current) => ({ ...current, visible: false }))}
          />
        </section>
        <section className="story-subscribe">
          <h2>{messages['stories.subscribe.heading']}</h2>
          <p>{messages['stories.subscribe.text']}</p>
          <button type="button" className="button" onClick={() => actions.openNewsFeedPanel()}>
            {messages['stories.subscribe.button']}
          </button>
        </section>
        <StoryFeedback
          onAnswer={(helpful) =>
            pushStoryFeedback(window as Window & { dataLayer?: unknown }, story.slug, helpful)
          }
        />
      </aside>

      <RecommendedStories stories={view.recommended} links={links} dateLocale={dateLocale} />
    </article>
  );
}
