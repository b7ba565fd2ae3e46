import type { NewsFeedItem } from '@kmx/domain/content';
import { hasUnreadNews } from '@kmx/domain/content';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { readLastReadId, subscribeToLastRead } from './news-feed-read-store';

interface Newest {
  readonly language: string;
  readonly items: readonly Pick<NewsFeedItem, 'id'>[];
}

const noLastRead = () => null;

/**
 * Spec public-site 4: whether the newest news item is newer than the last one read. Off on the
 * server and while hydrating (no services), and while the feed is loading or failed; it turns off
 * at once when the panel marks the feed read.
 */
export function useNewsFeedUnread(language: string | null): boolean {
  const services = useSiteServices();
  const [newest, setNewest] = useState<Newest | null>(null);

  useEffect(() => {
    if (services === null || language === null) return undefined;
    let current = true;
    services.newsFeed({ language, after: null }).then(
      (page) => {
        if (current) setNewest({ language, items: page.items.slice(0, 1) });
      },
      () => {
        // No feed, no flag: the panel itself tells the visitor when it cannot load.
        if (current) setNewest(null);
      },
    );
    return () => {
      current = false;
    };
  }, [services, language]);

  const lastReadId = useSyncExternalStore(
    subscribeToLastRead,
    () => (services === null ? null : readLastReadId(services.localStore)),
    noLastRead,
  );
  if (services === null || newest === null || newest.language !== language) return false;
  return hasUnreadNews(newest.items, lastReadId);
}
