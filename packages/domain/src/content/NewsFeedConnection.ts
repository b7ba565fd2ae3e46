import type { NewsFeedItem } from './NewsFeedItem';

/** The `first` and `after` arguments of the news feed connection (spec public-site 7). */
export interface NewsFeedRequest {
  readonly language: string;
  /** Items per page; the spec's page size is `newsFeedPageSize` (10). */
  readonly first: number;
  /** Cursor of the last item already shown; `null` for the newest items. */
  readonly after: string | null;
}

/** One page of the news feed, newest first. */
export interface NewsFeedConnection {
  readonly items: readonly NewsFeedItem[];
  /** Cursor to pass as `after` for the next page; `null` when there is none. */
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}
