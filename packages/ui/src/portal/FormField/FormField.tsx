import type { ReactNode } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

/** What the control inside a field carries so that its label, hint and message belong to it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
}

export interface FormFieldProps {
  /** The control's id; the hint and the message take ids derived from it. */
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** The message to show, in the page's language; `null` when the field is fine. */
  readonly error: string | null;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its inline message, tied with `aria-describedby`. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const messages = usePortalMessages();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === null ? null : errorId]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className={error === null ? 'form-field' : 'form-field form-field--error'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error !== null && (
        <p className="form-field__error" id={errorId}>
          <span className="visually-hidden">{messages['portal.tickets.errors.prefix']} </span>
          {error}
        </p>
      )}
      {children({
        id,
        ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
        ...(error === null ? {} : { 'aria-invalid': true as const }),
      })}
    </div>
  );
}
