import type { FlashMessageData } from '@kmx/domain/content';
import {
  flashMessageView,
  flashMessageVisibilityReducer,
  initialFlashMessageVisibility,
} from '@kmx/domain/content';
import { useEffect, useMemo, useReducer } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface FlashMessageProps {
  readonly message: FlashMessageData;
}

/**
 * Spec public-site 3.9 and 4; the rules are the domain's `flashMessageView`. The text is CMS markup,
 * sanitised by the server before it gets here.
 */
export function FlashMessage({ message }: FlashMessageProps) {
  const messages = useMessages();
  const view = useMemo(() => flashMessageView(message), [message]);
  const [visibility, dispatch] = useReducer(
    flashMessageVisibilityReducer,
    view,
    initialFlashMessageVisibility,
  );

  useEffect(() => {
    if (view.hideAfterMs === null) return;
    const timer = setTimeout(() => dispatch({ type: 'timeoutElapsed' }), view.hideAfterMs);
    return () => clearTimeout(timer);
  }, [view.hideAfterMs]);

  if (!visibility.visible) return null;
  return (
    <section
      className={`flash-message flash-message--${view.type} flash-message--${view.position}`}
      role={view.type === 'error' ? 'alert' : 'status'}
      aria-label={messages['flashMessage.region']}
    >
      <div className="flash-message__body">
        <p className="flash-message__title">{view.title}</p>
        <div className="flash-message__text" dangerouslySetInnerHTML={{ __html: view.text }} />
      </div>
      {view.link && (
        <a className="flash-message__link" href={view.link.to}>
          {view.link.text}
        </a>
      )}
      {view.showHideButton && (
        <button
          type="button"
          className="flash-message__hide"
          onClick={() => dispatch({ type: 'hidePressed' })}
        >
          {messages['flashMessage.hide']}
        </button>
      )}
    </section>
  );
}
