import { useId, useRef, useState } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { ModalDialog } from '../ModalDialog';
import { shareLinks } from './share-links';

export interface ShareModalProps {
  /** The page's title and address, as the domain's page options hold them (spec public-site 2.5). */
  readonly title: string;
  readonly url: string;
  readonly visible: boolean;
  readonly onClose: () => void;
}

type CopyFeedback = 'copied' | 'by-hand' | null;

/**
 * The share modal of spec public-site 2.5: a modal `<dialog>` with the page's link to copy and
 * share links for e-mail, LinkedIn and X. Where the clipboard cannot be written, the link is
 * selected for the visitor to copy by hand.
 */
export function ShareModal({ title, url, visible, onClose }: ShareModalProps) {
  const messages = useMessages();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [feedback, setFeedback] = useState<CopyFeedback>(null);
  const close = () => {
    setFeedback(null);
    onClose();
  };
  const links = shareLinks(title, url);

  const copy = async () => {
    try {
      // Missing outside secure contexts and in older browsers, whatever the types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (clipboard === undefined) throw new Error('no clipboard');
      await clipboard.writeText(url);
      setFeedback('copied');
    } catch {
      inputRef.current?.select();
      setFeedback('by-hand');
    }
  };

  return (
    <ModalDialog open={visible} onClose={close} block="share-modal">
      <ModalDialog.Title>{messages['furniture.share.heading']}</ModalDialog.Title>
      {title !== '' && <p className="share-modal__page">{title}</p>}
      <label className="share-modal__label" htmlFor={inputId}>
        {messages['furniture.share.link']}
      </label>
      <div className="share-modal__copy">
        <input
          ref={inputRef}
          id={inputId}
          className="share-modal__url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {messages['furniture.share.copy']}
        </button>
      </div>
      <p className="share-modal__feedback" aria-live="polite">
        {feedback === 'copied' && messages['furniture.share.copied']}
        {feedback === 'by-hand' && messages['furniture.share.copyByHand']}
      </p>
      <p className="share-modal__via">{messages['furniture.share.via']}</p>
      <ul className="share-modal__targets">
        <li>
          <a className="share-modal__target" href={links.email}>
            {messages['furniture.share.email']}
          </a>
        </li>
        <li>
          <a
            className="share-modal__target"
            href={links.linkedIn}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages['furniture.share.linkedIn']}
            <span className="visually-hidden"> {messages['furniture.newTab']}</span>
          </a>
        </li>
        <li>
          <a
            className="share-modal__target"
            href={links.x}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages['furniture.share.x']}
            <span className="visually-hidden"> {messages['furniture.newTab']}</span>
          </a>
        </li>
      </ul>
    </ModalDialog>
  );
}
