import { passwordGateError } from '@kmx/domain/editor';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { format } from '../../i18n/format';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import type { EditorMessages } from '../i18n/EditorMessages';
import { retryMinutes } from './retry-minutes';

/** Why the server did not let the editor in (spec public-site 5: the wrong-password flag). */
export type EditorSignInFailure =
  | { readonly kind: 'wrong-password' }
  /** Too many wrong passwords from this address; the server's `Retry-After`. */
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  /** The server could not be reached or answered something else. */
  | { readonly kind: 'failed' };

export interface EditorSignInFormProps {
  /** A sign-in is under way: the form submits nothing more until it is answered. */
  readonly busy: boolean;
  /** The last answer's refusal, `null` before any or after an accepted one. */
  readonly failure: EditorSignInFailure | null;
  /**
   * Counts the server's answers: each refusal moves focus to the summary again, and a refused
   * password leaves the field, so no password stays on screen longer than it is typed.
   */
  readonly answers: number;
  /** Called with a non-empty password only. */
  readonly onSubmit: (password: string) => void;
  /** How many problems the form shows now (0 when none), for "Error: " in the document title. */
  readonly onErrorsShown?: (count: number) => void;
}

type Problem = { readonly onField: boolean; readonly text: string };

function serverProblem(messages: EditorMessages, failure: EditorSignInFailure): Problem {
  switch (failure.kind) {
    case 'wrong-password':
      return { onField: true, text: messages['editor.signIn.wrong'] };
    case 'limited': {
      const minutes = retryMinutes(failure.retryAfterSeconds);
      return {
        onField: false,
        text:
          minutes === 1
            ? messages['editor.signIn.limited.one']
            : format(messages['editor.signIn.limited.other'], { minutes: String(minutes) }),
      };
    }
    case 'failed':
      return { onField: false, text: messages['editor.signIn.failed'] };
  }
}

/**
 * The editor area's password form (spec public-site 4, 5) in the GOV.UK pattern: checked on
 * submit, a summary that takes focus and links to the field, the same words on the field. The
 * submit button is never disabled; a submit while one is under way is ignored instead.
 */
export function EditorSignInForm({
  busy,
  failure,
  answers,
  onSubmit,
  onErrorsShown,
}: EditorSignInFormProps) {
  const messages = useEditorMessages();
  const id = useId();
  const fieldId = `${id}-password`;
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const seenAnswers = useRef(answers);

  useEffect(() => {
    if (answers === seenAnswers.current) return;
    seenAnswers.current = answers;
    if (failure === null) return;
    // A refused password is typed again; one the server never saw stays for the retry.
    if (failure.kind !== 'failed') setPassword('');
    setFocusKey((key) => key + 1);
  }, [answers, failure]);

  const problem: Problem | null = empty
    ? { onField: true, text: messages['editor.signIn.empty'] }
    : failure === null
      ? null
      : serverProblem(messages, failure);

  useEffect(() => {
    if (focusKey > 0) summary.current?.focus();
  }, [focusKey]);

  const problemCount = problem === null ? 0 : 1;
  useEffect(() => {
    onErrorsShown?.(problemCount);
  }, [problemCount, onErrorsShown]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const missing = passwordGateError(password) !== null;
    setEmpty(missing);
    if (missing) {
      setFocusKey((key) => key + 1);
      return;
    }
    onSubmit(password);
  };

  const focusField = (event: MouseEvent<HTMLAnchorElement>) => {
    // The browser would jump to the field without focusing it; focus is what the reader needs.
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  };

  const fieldError = problem?.onField === true ? problem.text : null;
  const describedBy = [`${fieldId}-hint`, fieldError === null ? null : `${fieldId}-error`]
    .filter((part) => part !== null)
    .join(' ');

  return (
    <section className="editor-sign-in" aria-labelledby={`${id}-title`}>
      <h1 className="editor-sign-in__title" id={`${id}-title`}>
        {messages['editor.signIn.title']}
      </h1>
      <p className="editor-sign-in__intro">{messages['editor.signIn.intro']}</p>
      {problem !== null && (
        <div
          className="editor-sign-in__summary"
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby={`${id}-problems`}
        >
          <h2 className="editor-sign-in__summary-title" id={`${id}-problems`}>
            {messages['editor.signIn.problems']}
          </h2>
          <p className="editor-sign-in__summary-text">
            {problem.onField ? (
              <a href={`#${fieldId}`} onClick={focusField}>
                {problem.text}
              </a>
            ) : (
              problem.text
            )}
          </p>
        </div>
      )}
      <form className="editor-sign-in__form" noValidate aria-busy={busy} onSubmit={submit}>
        <div
          className={
            fieldError === null ? 'editor-sign-in__field' : 'editor-sign-in__field is-invalid'
          }
        >
          <label className="editor-sign-in__label" htmlFor={fieldId}>
            {messages['editor.signIn.password']}
          </label>
          <p className="editor-sign-in__hint" id={`${fieldId}-hint`}>
            {messages['editor.signIn.hint']}
          </p>
          {fieldError !== null && (
            <p className="editor-sign-in__error" id={`${fieldId}-error`}>
              <span className="visually-hidden">{messages['editor.signIn.errorPrefix']} </span>
              {fieldError}
            </p>
          )}
          <input
            id={fieldId}
            className="editor-sign-in__input"
            type="password"
            name="password"
            autoComplete="current-password"
            spellCheck={false}
            value={password}
            aria-describedby={describedBy}
            {...(fieldError !== null && { 'aria-invalid': true })}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--primary editor-sign-in__submit"
          aria-busy={busy}
        >
          {busy ? messages['editor.signIn.busy'] : messages['editor.signIn.submit']}
        </button>
      </form>
    </section>
  );
}
