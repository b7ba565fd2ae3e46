import type { NewsFeedItem } from './NewsFeedItem';

/** The feed arrives newest first (spec public-site 7: ordered by publication date, descending). */
type Feed = readonly Pick<NewsFeedItem, 'id'>[];

/**
 * Spec public-site 4: the unread flag is on while the newest item's id differs from the stored
 * last-read id. An empty feed has nothing to read.
 */
export function hasUnreadNews(newestFirst: Feed, lastReadId: string | null): boolean {
  const newest = newestFirst[0];
  return newest !== undefined && newest.id !== lastReadId;
}

/** Marking the feed as read stores the newest item's id; an empty feed keeps the stored id. */
export function lastReadIdAfterMarkingRead(
  newestFirst: Feed,
  lastReadId: string | null,
): string | null {
  return newestFirst[0]?.id ?? lastReadId;
}
