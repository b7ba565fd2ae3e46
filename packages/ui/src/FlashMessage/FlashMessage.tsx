import type { FlashMessageData } from '@kmx/domain';
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

const defaultTimeoutMs = 7000;

export interface FlashMessageProps {
  readonly message: FlashMessageData;
}

/** Spec public-site 3.9 and 4. The text is CMS markup, sanitised by the server before it gets here. */
export function FlashMessage({ message }: FlashMessageProps) {
  const messages = useMessages();
  const [visible, setVisible] = useState(true);
  const type = message.type ?? 'info';
  const hasLink = message.to !== undefined && message.to !== '';
  const canHide = !message.static && !hasLink;

  useEffect(() => {
    if (!message.floating || !visible) return;
    const timer = setTimeout(() => setVisible(false), message.timeout ?? defaultTimeoutMs);
    return () => clearTimeout(timer);
  }, [message.floating, message.timeout, visible]);

  if (!visible) return null;
  return (
    <section
      className={`flash-message flash-message--${type}${message.floating ? ' flash-message--floating' : ''}`}
      role={type === 'error' ? 'alert' : 'status'}
      aria-label={messages['flashMessage.region']}
    >
      <div className="flash-message__body">
        <p className="flash-message__title">{message.title}</p>
        <div className="flash-message__text" dangerouslySetInnerHTML={{ __html: message.text }} />
      </div>
      {hasLink && (
        <a className="flash-message__link" href={message.to}>
          {message.linkText ?? message.to}
        </a>
      )}
      {canHide && (
        <button type="button" className="flash-message__hide" onClick={() => setVisible(false)}>
          {messages['flashMessage.hide']}
        </button>
      )}
    </section>
  );
}
