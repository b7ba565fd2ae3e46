import type { Ref } from 'react';
import { CloseIcon } from '../furniture/icons';
import { useMessages } from '../i18n/MessagesProvider';

export interface DialogHeaderProps {
  /** The dialog's class name: the header is `{block}__header`, the heading `{block}__heading`. */
  readonly block: string;
  /** The heading's id, which the dialog names as its label. */
  readonly headingId: string;
  readonly heading: string;
  readonly onClose: () => void;
  /** For a dialog that puts focus on its heading when it opens (the heading is then focusable). */
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

/** The top of every dialog and panel: its heading, and the close button named "Close". */
export function DialogHeader({
  block,
  headingId,
  heading,
  onClose,
  headingRef,
}: DialogHeaderProps) {
  const messages = useMessages();
  return (
    <div className={`${block}__header`}>
      <h2
        id={headingId}
        className={`${block}__heading`}
        {...(headingRef !== undefined && { ref: headingRef, tabIndex: -1 })}
      >
        {heading}
      </h2>
      <button
        type="button"
        className="dialog-close"
        aria-label={messages['furniture.dialog.close']}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
