import type { ChangeEvent } from 'react';
import { useProvidedFormMessages } from './form-messages';
import type { FieldSpec } from './FieldSpec';

export interface FormFieldProps {
  readonly spec: FieldSpec;
  /** The control's id; the message takes an id derived from it. */
  readonly id: string;
  readonly value: string | boolean;
  /** The message to show, in the page's language; `null` when the field is fine. */
  readonly error: string | null;
  readonly onChange: (name: string, value: string | boolean) => void;
}

/**
 * A labelled control of the public site's forms with its inline message, tied with
 * `aria-describedby` and `aria-invalid`; required fields say so in their label. Its `name` is the
 * field's, so the form posts without JavaScript too.
 */
export function FormField({ spec, id, value, error, onChange }: FormFieldProps) {
  const messages = useProvidedFormMessages();
  const errorId = `${id}-error`;
  const checkbox = spec.kind === 'checkbox';
  const control = {
    id,
    name: spec.name,
    'aria-required': spec.required || undefined,
    'aria-invalid': error === null ? undefined : true,
    'aria-describedby': error === null ? undefined : errorId,
    ...(spec.autoComplete === undefined ? {} : { autoComplete: spec.autoComplete }),
  };
  const text = typeof value === 'string' ? value : '';
  const changed = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(spec.name, event.target.value);
  const className = [
    'form-field',
    checkbox ? 'form-field--checkbox' : null,
    error === null ? null : 'form-field--invalid',
  ]
    .filter((part) => part !== null)
    .join(' ');
  const label = (
    <label className="form-field__label" htmlFor={id}>
      {messages[spec.label]}
      {spec.required && <span className="form-field__required"> {messages['forms.required']}</span>}
    </label>
  );
  const message = error !== null && (
    <p className="form-field__error" id={errorId}>
      <span className="visually-hidden">{messages['forms.errors.prefix']} </span>
      {error}
    </p>
  );
  if (checkbox)
    return (
      <div className={className}>
        <input
          {...control}
          className="form-field__checkbox"
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(spec.name, event.target.checked)}
        />
        {label}
        {message}
      </div>
    );
  return (
    <div className={className}>
      {label}
      {message}
      {spec.kind === 'textarea' ? (
        <textarea
          {...control}
          className="form-field__input form-field__input--area"
          rows={5}
          value={text}
          onChange={changed}
        />
      ) : (
        <input
          {...control}
          className="form-field__input"
          type={spec.kind}
          value={text}
          onChange={changed}
        />
      )}
    </div>
  );
}
