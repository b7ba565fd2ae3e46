import { createContext, useContext, useId, type ReactNode, type Ref } from 'react';
import { CloseIcon } from '../furniture/icons';
import { useModalDialog } from '../furniture/use-modal-dialog';
import { useMessages } from '../i18n/MessagesProvider';

interface ModalDialogFrame {
  readonly block: string;
  readonly titleId: string;
  readonly onClose: () => void;
}

const FrameContext = createContext<ModalDialogFrame | null>(null);

export interface ModalDialogProps {
  readonly open: boolean;
  /** Escape, the backdrop and the close button ask for it; `open` stays the one source of truth. */
  readonly onClose: () => void;
  /** The parts' class prefix: the box is `{block}__box`, the header `{block}__header`. */
  readonly block: string;
  /** The dialog element's own class beside `modal-dialog`; the block unless told otherwise. */
  readonly className?: string;
  /** The title first (`ModalDialog.Title`), then the dialog's content. */
  readonly children: ReactNode;
}

export interface ModalDialogTitleProps {
  readonly children: ReactNode;
  /** For a dialog that puts focus on its title at times (the heading is then focusable). */
  readonly ref?: Ref<HTMLHeadingElement>;
}

/**
 * The frame every modal dialog and panel shares: a native `<dialog>` shown with `showModal()`
 * (the page behind is inert, focus moves in and goes back where it was on closing, Escape and a
 * click on the backdrop ask to close), named by its title.
 */
function ModalDialogRoot({ open, onClose, block, className = block, children }: ModalDialogProps) {
  const titleId = useId();
  const dialog = useModalDialog(open, onClose);
  return (
    <FrameContext.Provider value={{ block, titleId, onClose }}>
      <dialog className={`modal-dialog ${className}`} aria-labelledby={titleId} {...dialog}>
        <div className={`${block}__box`}>{children}</div>
      </dialog>
    </FrameContext.Provider>
  );
}

/** The top of the dialog: the heading that names it, and the close button named "Close". */
function ModalDialogTitle({ children, ref }: ModalDialogTitleProps) {
  const frame = useContext(FrameContext);
  const messages = useMessages();
  if (frame === null) throw new Error('ModalDialog.Title belongs inside a ModalDialog');
  const { block, titleId, onClose } = frame;
  return (
    <div className={`${block}__header`}>
      <h2 id={titleId} className={`${block}__heading`} {...(ref && { ref, tabIndex: -1 })}>
        {children}
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

/** Spec public-site 2.5: search, comparison, news feed, share and contact all open in one. */
export const ModalDialog = Object.assign(ModalDialogRoot, { Title: ModalDialogTitle });
