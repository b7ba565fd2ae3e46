import { useId, useState, type FormEvent } from 'react';
import { format } from '../../i18n/format';
import { ModalDialog } from '../../ModalDialog';
import type { IdmFailureDetails } from '../account-failure';
import { FormField } from '../FormField';
import { IdmFailure } from '../IdmFailure';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

export interface DeleteAccountProps {
  /** The user's e-mail address: what they type to confirm. */
  readonly email: string;
  /** False for internal employees (spec portal 6): a line says why, no button. */
  readonly canDelete: boolean;
  /** The deletion is under way: the dialog stays, a second confirmation is ignored. */
  readonly busy: boolean;
  /** The deletion failed: said in the dialog, which stays open with what was typed. */
  readonly failure: IdmFailureDetails | null;
  /** Called only after the typed confirmation matched. */
  readonly onDelete: () => void;
}

/** The same address, whatever the case and the spaces around it. */
function sameAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * Spec portal 6 and the design note: the danger zone. A dialog names the consequences (access in
 * the integrated applications removed, irreversible, signs you out) and asks the user to type
 * their e-mail address before anything is deleted. The native dialog keeps focus inside and
 * closes on Escape.
 */
export function DeleteAccount({ email, canDelete, busy, failure, onDelete }: DeleteAccountProps) {
  const messages = usePortalMessages();
  const id = useId();
  const titleId = `${id}-title`;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setMismatch(false);
  };
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const matches = sameAddress(typed, email);
    setMismatch(!matches);
    if (matches) onDelete();
  };

  return (
    <section className="account-section account-danger" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['portal.accountSettings.delete.title']}</h2>
      <p>{messages['portal.accountSettings.delete.text']}</p>
      {canDelete ? (
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {messages['portal.accountSettings.delete.open']}
        </button>
      ) : (
        <p className="account-section__note">{messages['portal.accountSettings.delete.cannot']}</p>
      )}
      {canDelete && (
        <ModalDialog open={open} onClose={close} block="confirm-dialog">
          <ModalDialog.Title>
            {messages['portal.accountSettings.delete.dialogTitle']}
          </ModalDialog.Title>
          {failure !== null && <IdmFailure details={failure} />}
          <p>{messages['portal.accountSettings.delete.consequences']}</p>
          <ul>
            <li>{messages['portal.accountSettings.delete.access']}</li>
            <li>{messages['portal.accountSettings.delete.irreversible']}</li>
            <li>{messages['portal.accountSettings.delete.signOut']}</li>
          </ul>
          <form className="portal-form" noValidate aria-busy={busy} onSubmit={confirm}>
            <FormField
              id={`${id}-confirm`}
              label={format(messages['portal.accountSettings.delete.typeLabel'], { email })}
              error={mismatch ? messages['portal.accountSettings.delete.typeMismatch'] : null}
            >
              {(control) => (
                <input
                  {...control}
                  className="form-field__input"
                  type="email"
                  name="confirmEmail"
                  autoComplete="off"
                  spellCheck={false}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              )}
            </FormField>
            <div className="confirm-dialog__actions">
              <button type="submit" className="button button--danger">
                {busy
                  ? messages['portal.accountSettings.delete.busy']
                  : messages['portal.accountSettings.delete.confirm']}
              </button>
              <button type="button" className="button button--secondary" onClick={close}>
                {messages['portal.accountSettings.delete.keep']}
              </button>
            </div>
          </form>
        </ModalDialog>
      )}
    </section>
  );
}
