import type { ReactNode } from 'react';
import { ModalDialog } from '../../ModalDialog';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface ConfirmDialogProps {
  readonly open: boolean;
  /** The question: "Deny the request?" */
  readonly title: string;
  /** What the action does, in the page's language. */
  readonly text: string;
  /** A warning the reader must see before confirming (the loss of one's own rights, spec 6). */
  readonly warning?: string;
  /** The confirming button's label: the action's own name, never a bare "OK". */
  readonly confirmLabel: string;
  /** More content between the text and the buttons (a role to choose). */
  readonly children?: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The user administration's confirmation of a destructive action (deny, withdraw, remove an
 * organisation, delete): a modal dialog named by its question, the warning in an alert, the action
 * named on its button, and Cancel, Escape or the backdrop to go back with nothing done.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  warning,
  confirmLabel,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messages = usePortalMessages();
  return (
    <ModalDialog open={open} onClose={onCancel} block="confirm-dialog">
      <ModalDialog.Title>{title}</ModalDialog.Title>
      <p>{text}</p>
      {warning !== undefined && (
        <p className="confirm-dialog__warning" role="alert">
          {warning}
        </p>
      )}
      {children}
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {messages['portal.userAdmin.confirm.cancel']}
        </button>
      </div>
    </ModalDialog>
  );
}
