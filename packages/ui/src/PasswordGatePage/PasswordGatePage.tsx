import { passwordGateError } from '@kmx/domain/editor';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../i18n/MessagesProvider';

export interface PasswordGatePageProps {
  readonly pageTitle: string;
  /** The protected page's own address: the form posts there. */
  readonly formAction: string;
  /** The server's message after a refused attempt, else `null`. */
  readonly error: string | null;
  /** Puts the cursor into the field when there is a message (off where the gate is only shown). */
  readonly focusOnError?: boolean;
}

/**
 * Spec public-site 2.3, 5: the password gate in front of a protected page. A plain form post, so it
 * works before (or without) scripts; once hydrated, an empty password is caught in the browser
 * with the same message the server gives.
 */
export function PasswordGatePage({
  pageTitle,
  formAction,
  error,
  focusOnError = true,
}: PasswordGatePageProps) {
  const messages = useMessages();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ?? error;
  const errorId = `${id}-error`;
  const explanationId = `${id}-explanation`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = passwordGateError(input.current?.value ?? '');
    setClientError(problem === null ? null : messages['passwordGate.empty']);
    if (problem !== null) {
      event.preventDefault();
      input.current?.focus();
    }
  };

  return (
    <section className="password-gate" aria-labelledby={`${id}-title`}>
      <p className="password-gate__overline">{messages['passwordGate.overline']}</p>
      <h1 className="password-gate__title" id={`${id}-title`}>
        {pageTitle}
      </h1>
      <p className="password-gate__explanation" id={explanationId}>
        {messages['passwordGate.explanation']}
      </p>
      <form
        className="password-gate__form"
        method="post"
        action={formAction}
        noValidate
        onSubmit={onSubmit}
      >
        <label className="password-gate__label" htmlFor={`${id}-password`}>
          {messages['passwordGate.label']}
        </label>
        <input
          ref={input}
          className="password-gate__input"
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={focusOnError && shown !== null}
          aria-invalid={shown !== null}
          aria-describedby={shown === null ? explanationId : `${errorId} ${explanationId}`}
        />
        {shown !== null && (
          <p className="password-gate__error" id={errorId} role="alert">
            <span className="visually-hidden">{messages['passwordGate.errorPrefix']} </span>
            {shown}
          </p>
        )}
        <button className="button button--primary password-gate__submit" type="submit">
          {messages['passwordGate.submit']}
        </button>
      </form>
    </section>
  );
}
