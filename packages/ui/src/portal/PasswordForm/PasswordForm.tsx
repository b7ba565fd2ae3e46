import type { TicketProblem } from '@kmx/domain/portal';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AccountFailure } from '../account-failure';
import { policyProblems } from '../account-problems';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { IdmFailure } from '../IdmFailure';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import type { PortalMessageKey } from '../i18n/PortalMessages';
import { useFormProblems } from '../use-form-problems';

const fields = ['current', 'next', 'confirm'] as const;
export type PasswordField = (typeof fields)[number];

/**
 * A failed change: the current password was wrong (`reauth`, shown on its field), the new one
 * broke IDM's policy (on the `next` field), or another failure.
 */
export type PasswordFailure = { readonly kind: 'reauth' } | AccountFailure;

export interface PasswordChange {
  readonly current: string;
  readonly next: string;
}

export interface PasswordFormProps {
  /** False for internal employees (spec portal 6): a line says why, no form. */
  readonly editable: boolean;
  readonly busy: boolean;
  /** Counts the changes the service confirmed: each one empties the fields and says so. */
  readonly changes: number;
  readonly failure: PasswordFailure | null;
  /** Called only when all three are filled and the two new ones match. */
  readonly onSubmit: (change: PasswordChange) => void;
  /** How many problems the form shows now (0 when none), for "Error: " in the document title. */
  readonly onErrorsShown?: (count: number) => void;
}

const ruleKeys: readonly PortalMessageKey[] = [
  'portal.accountSettings.password.rule.length',
  'portal.accountSettings.password.rule.capital',
  'portal.accountSettings.password.rule.number',
  'portal.accountSettings.password.rule.others',
];

const empty: Readonly<Record<PasswordField, string>> = { current: '', next: '', confirm: '' };

/** The form's own check: every field filled, the new password typed the same twice. */
function ownProblems(values: Readonly<Record<PasswordField, string>>): TicketProblem[] {
  const problems: TicketProblem[] = [];
  if (values.current === '') {
    problems.push({ field: 'current', message: 'portal.accountSettings.password.missingCurrent' });
  }
  if (values.next === '') {
    problems.push({ field: 'next', message: 'portal.accountSettings.password.missingNew' });
  }
  if (values.confirm === '') {
    problems.push({ field: 'confirm', message: 'portal.accountSettings.password.missingConfirm' });
  } else if (values.next !== '' && values.confirm !== values.next) {
    problems.push({ field: 'confirm', message: 'portal.accountSettings.password.mismatch' });
  }
  return problems;
}

const keys: ReadonlySet<string> = new Set<string>([
  'portal.accountSettings.password.missingCurrent',
  'portal.accountSettings.password.missingNew',
  'portal.accountSettings.password.missingConfirm',
  'portal.accountSettings.password.mismatch',
  'portal.accountSettings.password.wrongCurrent',
]);

function isKey(message: string): message is PortalMessageKey {
  return keys.has(message);
}

const noProblems: readonly TicketProblem[] = [];

/**
 * Spec portal 5 and 6, design note: the password change. The rules are shown before typing;
 * the service checks the current password (re-authentication) and its policy, and each refusal
 * shows on its field. A confirmed change empties the fields, so no password stays on screen.
 */
export function PasswordForm({
  editable,
  busy,
  changes,
  failure,
  onSubmit,
  onErrorsShown,
}: PasswordFormProps) {
  const messages = usePortalMessages();
  const id = useId();
  const titleId = `${id}-title`;
  const rulesId = `${id}-rules`;
  const [values, setValues] = useState(empty);
  const serverProblems = useMemo((): readonly TicketProblem[] => {
    if (failure === null || failure.kind === 'error') return noProblems;
    if (failure.kind === 'reauth') {
      return [{ field: 'current', message: 'portal.accountSettings.password.wrongCurrent' }];
    }
    return policyProblems(messages, failure);
  }, [failure, messages]);
  const { problems, focusKey, checked, messageFor } = useFormProblems(
    serverProblems,
    onErrorsShown,
  );
  const shownChanges = useRef(changes);
  useEffect(() => {
    if (changes === shownChanges.current) return;
    shownChanges.current = changes;
    setValues(empty);
  }, [changes]);

  const text = (message: string) => (isKey(message) ? messages[message] : message);
  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: PasswordField) => {
    const message = messageFor(field);
    return message === null ? null : text(message);
  };

  if (!editable) {
    return (
      <section className="account-section" aria-labelledby={titleId}>
        <h2 id={titleId}>{messages['portal.accountSettings.password.title']}</h2>
        <p className="account-section__note">
          {messages['portal.accountSettings.password.readOnly']}{' '}
          {messages['portal.accountSettings.internal']}
        </p>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = ownProblems(values);
    checked(found);
    if (found.length === 0) onSubmit({ current: values.current, next: values.next });
  };
  const field = (name: PasswordField, label: PortalMessageKey, autoComplete: string) => (
    <FormField id={fieldId(name)} label={messages[label]} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          {...(name === 'next' && {
            'aria-describedby': [rulesId, control['aria-describedby']].filter(Boolean).join(' '),
          })}
          className="form-field__input"
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['portal.accountSettings.password.title']}</h2>
      {failure?.kind === 'error' && <IdmFailure details={failure} />}
      <ErrorSummary
        focusKey={focusKey}
        problems={problems.map((problem) => ({
          fieldId: (fields as readonly string[]).includes(problem.field)
            ? fieldId(problem.field)
            : null,
          text: text(problem.message),
        }))}
      />
      {changes > 0 && !busy && failure === null && (
        <p role="status" className="account-section__success">
          {messages['portal.accountSettings.password.saved']}
        </p>
      )}
      <div id={rulesId} className="account-section__rules">
        <p>{messages['portal.accountSettings.password.rules']}</p>
        <ul>
          {ruleKeys.map((key) => (
            <li key={key}>{messages[key]}</li>
          ))}
        </ul>
      </div>
      <form className="portal-form" noValidate aria-busy={busy} onSubmit={submit}>
        {field('current', 'portal.accountSettings.password.current', 'current-password')}
        {field('next', 'portal.accountSettings.password.new', 'new-password')}
        {field('confirm', 'portal.accountSettings.password.confirm', 'new-password')}
        <button type="submit" className="button button--primary portal-form__submit">
          {busy
            ? messages['portal.accountSettings.password.busy']
            : messages['portal.accountSettings.password.submit']}
        </button>
      </form>
    </section>
  );
}
