import { ChatIcon, ShareIcon } from '../furniture/icons';
import { useMessages } from '../i18n/MessagesProvider';

export interface SideButtonsProps {
  readonly onContact: () => void;
  readonly onShare: () => void;
}

/** Spec public-site 2.5: the buttons fixed at the side of a page, opening the contact panel and the share modal. */
export function SideButtons({ onContact, onShare }: SideButtonsProps) {
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
    </aside>
  );
}
