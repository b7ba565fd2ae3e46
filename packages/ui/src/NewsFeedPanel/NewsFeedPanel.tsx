import type { NewsFeedItem } from '@kmx/domain/content';
import type { LinkContext } from '@kmx/domain/routing';
import { buildLink } from '@kmx/domain/routing';
import { parseLocaleCode } from '@kmx/domain/site';
import { useEffect, useState } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ModalDialog } from '../ModalDialog';
import { RetryAlert } from '../RetryAlert';
import { formatIsoDate, intlLocaleTag } from '../PageModules/intl-format';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { markNewsRead } from './news-feed-read-store';

export interface NewsFeedPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly language: string;
  /** How the items' site paths are linked (locale prefix, site slug); as given without it. */
  readonly linkContext?: LinkContext;
}

type Feed =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly items: readonly NewsFeedItem[];
      readonly endCursor: string | null;
      readonly hasNextPage: boolean;
      readonly more: 'idle' | 'loading' | 'error';
    };

function NewsItem({
  item,
  dateLocale,
  linkContext,
}: {
  readonly item: NewsFeedItem;
  readonly dateLocale: string;
  readonly linkContext: LinkContext | undefined;
}) {
  const messages = useMessages();
  const href =
    item.link === null ? null : linkContext ? buildLink(item.link, linkContext) : item.link;
  return (
    <li className="news-feed__item">
      <article>
        {item.image !== null && (
          <img
            className="news-feed__image"
            src={item.image.url}
            alt={item.image.alternativeText}
            loading="lazy"
          />
        )}
        <p className="news-feed__date">
          <time dateTime={item.publicationDate}>
            {formatIsoDate(item.publicationDate, dateLocale)}
          </time>
        </p>
        <h3 className="news-feed__title">{item.title}</h3>
        {/* Safe only because the news feed endpoint sanitised the markup (sanitiseMarkup). */}
        <div className="news-feed__text" dangerouslySetInnerHTML={{ __html: item.text }} />
        {href !== null && (
          <a
            className="news-feed__link"
            href={href}
            aria-label={format(messages['news.feed.readMoreAbout'], { title: item.title })}
          >
            {messages['news.feed.readMore']}
          </a>
        )}
      </article>
    </li>
  );
}

/**
 * Spec public-site 2.5, 4, 9: the news feed panel. Opening it loads the ten newest items and
 * marks the feed read; "load more" appends the next ten after the cursor.
 */
export function NewsFeedPanel({ open, onClose, language, linkContext }: NewsFeedPanelProps) {
  const messages = useMessages();
  const services = useSiteServices();
  const locale = linkContext && parseLocaleCode(linkContext.localeCode);
  // Dates follow the visitor's locale (`28 February 2025` in en-CH), else the bare language.
  const dateLocale = locale ? intlLocaleTag(locale) : language;
  const [feed, setFeed] = useState<Feed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open || services === null) return undefined;
    let current = true;
    setFeed({ status: 'loading' });
    services.newsFeed({ language, after: null }).then(
      (page) => {
        if (!current) return;
        setFeed({ status: 'ready', ...page, more: 'idle' });
        markNewsRead(services.localStore, page.items);
      },
      () => {
        if (current) setFeed({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [open, services, language, attempt]);

  const loadMore = () => {
    if (services === null || feed.status !== 'ready' || feed.endCursor === null) return;
    const shown = feed;
    setFeed({ ...shown, more: 'loading' });
    services.newsFeed({ language, after: shown.endCursor }).then(
      (page) =>
        setFeed({
          status: 'ready',
          items: [...shown.items, ...page.items],
          endCursor: page.endCursor,
          hasNextPage: page.hasNextPage,
          more: 'idle',
        }),
      () => setFeed({ ...shown, more: 'error' }),
    );
  };

  return (
    <ModalDialog open={open} onClose={onClose} block="news-feed-panel">
      <ModalDialog.Title>{messages['news.feed.title']}</ModalDialog.Title>
      {open && (services === null || feed.status === 'loading') && (
        <p className="news-feed__status" role="status">
          {messages['news.feed.loading']}
        </p>
      )}
      {open && feed.status === 'error' && (
        <RetryAlert
          message={messages['news.feed.error']}
          retryLabel={messages['news.feed.retry']}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {open && feed.status === 'ready' && feed.items.length === 0 && (
        <p className="news-feed__status">{messages['news.feed.empty']}</p>
      )}
      {open && feed.status === 'ready' && feed.items.length > 0 && (
        <>
          <ul className="news-feed__list">
            {feed.items.map((item) => (
              <NewsItem
                key={item.id}
                item={item}
                dateLocale={dateLocale}
                linkContext={linkContext}
              />
            ))}
          </ul>
          {feed.more === 'error' && (
            <p className="news-feed__status" role="alert">
              {messages['news.feed.moreError']}
            </p>
          )}
          {feed.hasNextPage && feed.endCursor !== null && (
            <button
              type="button"
              className="button news-feed__more"
              onClick={loadMore}
              disabled={feed.more === 'loading'}
            >
              {messages[feed.more === 'loading' ? 'news.feed.loadingMore' : 'news.feed.more']}
            </button>
          )}
        </>
      )}
    </ModalDialog>
  );
}
