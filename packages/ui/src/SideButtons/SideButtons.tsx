import { ChatIcon, NewsIcon, ShareIcon } from '../furniture/icons';
import { useMessages } from '../i18n/MessagesProvider';

export interface SideButtonsProps {
  readonly onContact: () => void;
  readonly onShare: () => void;
  /** Opens the news feed panel; without it there is no news button. */
  readonly onNewsFeed?: () => void;
  /** Spec public-site 4: a dot on the news button while there is news not yet read. */
  readonly newsFeedUnread?: boolean;
}

/** Spec public-site 2.5: the buttons fixed at the side of a page, opening the contact panel and the share modal. */
export function SideButtons({
  onContact,
  onShare,
  onNewsFeed,
  newsFeedUnread = false,
}: SideButtonsProps) {
  const messages = useMessages();
  return (
    <aside className="side-buttons" aria-label={messages['furniture.sideButtons.label']}>
      <button
        type="button"
        className="side-buttons__button side-buttons__button--contact"
        aria-haspopup="dialog"
        onClick={onContact}
      >
        <ChatIcon />
        <span className="side-buttons__text">{messages['furniture.sideButtons.contact']}</span>
      </button>
      <button
        type="button"
        className="side-buttons__button side-buttons__button--share"
        aria-haspopup="dialog"
        onClick={onShare}
      >
        <ShareIcon />
        <span className="side-buttons__text">{messages['furniture.sideButtons.share']}</span>
      </button>
      {onNewsFeed && (
        <button
          type="button"
          className="side-buttons__button side-buttons__button--news"
          aria-haspopup="dialog"
          onClick={onNewsFeed}
        >
          <NewsIcon />
          <span className="side-buttons__text">
            {
              messages[
                newsFeedUnread ? 'furniture.sideButtons.newsUnread' : 'furniture.sideButtons.news'
              ]
            }
          </span>
          {newsFeedUnread && (
            <span className="side-buttons__unread" data-testid="news-unread-dot" />
          )}
        </button>
      )}
    </aside>
  );
}
