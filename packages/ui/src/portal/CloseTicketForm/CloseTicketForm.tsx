import type { TicketClosureDraft, TicketClosureReason } from '@kmx/domain/portal';
import { ticketClosureReasons, validateTicketClosure } from '@kmx/domain/portal';
import { useId, useRef, useState, type FormEvent } from 'react';
import { format } from '../../i18n/format';
import { ModalDialog } from '../../ModalDialog';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { problemText } from '../ticket-problem-text';
import { TicketsFailure } from '../TicketsFailure';
import { useFormProblems } from '../use-form-problems';

export interface CloseTicketFormProps {
  readonly ticketId: string;
  /** The closure is being sent: a second confirmation is ignored. */
  readonly busy: boolean;
  /** Sending failed (spec portal 8): the apology with a retry; the choice stays. */
  readonly failed: boolean;
  /** The confirmed closure: a reason of spec portal 3 and the optional comment. */
  readonly onConfirm: (closure: TicketClosureDraft) => void;
  /** How many problems the form shows now (0 when none), for "Error: " in the document title. */
  readonly onErrorsShown?: (count: number) => void;
}

const reasons = Object.values(ticketClosureReasons);

/**
 * Spec portal 3 and 5: closing a ticket with one of the three reasons and an optional comment,
 * confirmed in a dialog before it is sent. Once closed, the detail shows the closure instead.
 */
export function CloseTicketForm({
  ticketId,
  busy,
  failed,
  onConfirm,
  onErrorsShown,
}: CloseTicketFormProps) {
  const messages = usePortalMessages();
  const id = useId();
  const [reason, setReason] = useState<TicketClosureReason | ''>('');
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState<TicketClosureDraft | null>(null);
  const lastSent = useRef<TicketClosureDraft | null>(null);
  const { problems, focusKey, checked, messageFor } = useFormProblems([], onErrorsShown);
  const reasonError = messageFor('reason');
  const firstReasonId = `${id}-reason-${reasons[0] ?? ''}`;
  const ids = { id: ticketId };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = validateTicketClosure({ reason, comment });
    checked(check.ok ? [] : check.problems);
    if (check.ok) setConfirming(check.value);
  };
  const send = (closure: TicketClosureDraft | null) => {
    setConfirming(null);
    if (busy || closure === null) return;
    lastSent.current = closure;
    onConfirm(closure);
  };

  return (
    <section className="close-ticket" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages['portal.tickets.close.title']}</h2>
      {failed && <TicketsFailure onRetry={() => send(lastSent.current)} />}
      <ErrorSummary
        focusKey={focusKey}
        problems={problems.map((problem) => ({
          fieldId: problem.field === 'reason' ? firstReasonId : null,
          text: problemText(messages, problem.message),
        }))}
      />
      <form className="portal-form" noValidate aria-busy={busy} onSubmit={submit}>
        <fieldset
          className={reasonError === null ? 'form-field' : 'form-field form-field--error'}
          {...(reasonError !== null && { 'aria-describedby': `${id}-reason-error` })}
        >
          <legend className="form-field__label">{messages['portal.tickets.close.reason']}</legend>
          {reasonError !== null && (
            <p className="form-field__error" id={`${id}-reason-error`}>
              <span className="visually-hidden">{messages['portal.tickets.errors.prefix']} </span>
              {problemText(messages, reasonError)}
            </p>
          )}
          {reasons.map((value) => (
            <div className="form-field__choice" key={value}>
              <input
                type="radio"
                id={`${id}-reason-${value}`}
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              <label htmlFor={`${id}-reason-${value}`}>
                {messages[`portal.tickets.reason.${value}`]}
              </label>
            </div>
          ))}
        </fieldset>
        <FormField
          id={`${id}-comment`}
          label={messages['portal.tickets.close.comment']}
          error={null}
        >
          {(control) => (
            <textarea
              {...control}
              className="form-field__textarea"
              name="comment"
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button button--secondary portal-form__submit">
          {busy
            ? messages['portal.tickets.close.busy']
            : format(messages['portal.tickets.close.submit'], ids)}
        </button>
      </form>
      <ModalDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        block="confirm-dialog"
      >
        <ModalDialog.Title>
          {format(messages['portal.tickets.close.confirmTitle'], ids)}
        </ModalDialog.Title>
        <p>
          {confirming !== null &&
            format(messages['portal.tickets.close.confirmText'], {
              reason: messages[`portal.tickets.reason.${confirming.reason}`],
            })}
        </p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--primary" onClick={() => send(confirming)}>
            {messages['portal.tickets.close.confirm']}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(null)}
          >
            {messages['portal.tickets.close.cancel']}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
