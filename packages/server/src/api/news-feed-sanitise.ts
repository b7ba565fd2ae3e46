import type { NewsFeedConnection, NewsFeedItem } from '@kmx/domain/content';
import { isSafeUrl } from '@kmx/domain/content';
import { plainTitle } from '@kmx/domain/navigation';
import { sanitiseOptionalImage } from '../pages/sanitise-link';
import { sanitiseMarkup } from '../pages/sanitise-markup';

/**
 * A news item as the panel may show it: its text markup without scripts (the panel renders it as
 * HTML), its title plain, a link that could run script dropped.
 */
export function sanitiseNewsItem(item: NewsFeedItem): NewsFeedItem {
  return {
    ...item,
    title: plainTitle(item.title),
    text: sanitiseMarkup(item.text),
    image: sanitiseOptionalImage(item.image),
    link: item.link !== null && isSafeUrl(item.link) ? item.link : null,
  };
}

export function sanitiseNewsFeed(connection: NewsFeedConnection): NewsFeedConnection {
  return { ...connection, items: connection.items.map(sanitiseNewsItem) };
}
