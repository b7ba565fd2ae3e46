export { NewsFeedPanel } from './NewsFeedPanel';
export type { NewsFeedPanelProps } from './NewsFeedPanel';
export { useNewsFeedUnread } from './use-news-feed-unread';
