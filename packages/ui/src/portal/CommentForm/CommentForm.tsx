import type { TicketProblem } from '@kmx/domain/portal';
import { validateTicketComment } from '@kmx/domain/portal';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { problemText } from '../ticket-problem-text';
import { TicketsFailure } from '../TicketsFailure';
import { useFormProblems } from '../use-form-problems';

export interface CommentFormProps {
  /** Text to start with: a draft kept across a sign-in. */
  readonly initialText?: string;
  /** The comment is being sent: a second submit is ignored. */
  readonly busy: boolean;
  /** Sending failed (spec portal 8): the apology with a retry; the text stays. */
  readonly failed: boolean;
  /** Problems the server found (field `text`). */
  readonly problems?: readonly TicketProblem[];
  /** The attachment picker for the comment's files. */
  readonly attachments?: ReactNode;
  /** The trimmed comment; called only when it is not empty. */
  readonly onSubmit: (text: string) => void;
  readonly onChange?: (text: string) => void;
  /** How many problems the form shows now (0 when none), for "Error: " in the document title. */
  readonly onErrorsShown?: (count: number) => void;
}

const noProblems: readonly TicketProblem[] = [];

/**
 * Spec portal 5: a comment on a ticket, required ("Please enter a comment", the domain's
 * `validateTicketComment`), with pictures or videos. After a saved comment the app gives the form a
 * new `key`, which empties it.
 */
export function CommentForm({
  initialText = '',
  busy,
  failed,
  problems: serverProblems = noProblems,
  attachments,
  onSubmit,
  onChange,
  onErrorsShown,
}: CommentFormProps) {
  const messages = usePortalMessages();
  const id = useId();
  const textId = `${id}-text`;
  const [text, setText] = useState(initialText);
  const { problems, focusKey, checked, messageFor } = useFormProblems(
    serverProblems,
    onErrorsShown,
  );
  const error = messageFor('text');

  const send = () => {
    if (busy) return;
    const check = validateTicketComment({ text });
    checked(check.ok ? [] : check.problems);
    if (check.ok) onSubmit(check.value.text);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  return (
    <section className="comment-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages['portal.tickets.comment.title']}</h2>
      {failed && <TicketsFailure onRetry={send} />}
      <ErrorSummary
        focusKey={focusKey}
        problems={problems.map((problem) => ({
          fieldId: problem.field === 'text' ? textId : null,
          text: problemText(messages, problem.message),
        }))}
      />
      <form className="portal-form" noValidate aria-busy={busy} onSubmit={submit}>
        <FormField
          id={textId}
          label={messages['portal.tickets.comment.text']}
          error={error === null ? null : problemText(messages, error)}
        >
          {(control) => (
            <textarea
              {...control}
              className="form-field__textarea"
              name="text"
              rows={5}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                onChange?.(event.target.value);
              }}
            />
          )}
        </FormField>
        {attachments}
        <button type="submit" className="button button--primary portal-form__submit">
          {busy
            ? messages['portal.tickets.comment.busy']
            : messages['portal.tickets.comment.submit']}
        </button>
      </form>
    </section>
  );
}
