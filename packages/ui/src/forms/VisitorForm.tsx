import type { FormKind } from '@kmx/domain/forms';
import type { FormCheck } from '@kmx/domain/portal';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FlashMessage } from '../FlashMessage/FlashMessage';
import { FormMessagesProvider, useFormMessages } from './form-messages';
import type { FormMessageKey } from './forms-texts';
import { useSiteServices } from '../site-services/SiteServicesProvider';
import { escapeText } from './escape-text';
import type { FieldSpec, FormValues } from './FieldSpec';
import { FormErrorSummary, type SummaryProblem } from './FormErrorSummary';
import { FormField } from './FormField';
import { problemText } from './form-problem-text';
import { refusalText } from './refusal-text';
import { useFormPage } from './FormStart';
import { usePagePath } from './use-page-path';
import { useErrorTitle } from './use-error-title';

/** Where a form is: being filled in, on its way, taken, or not taken. */
export type FormStatus = 'editing' | 'sending' | 'sent' | 'failed';

export interface FormState {
  readonly values: FormValues;
  /** Field → the domain's or the server's message, in the spec's English words. */
  readonly errors: Readonly<Record<string, string>>;
  readonly status: FormStatus;
  /** The whitepaper's signed download address once the form was taken. */
  readonly downloadUrl: string | null;
  /** Why the server refused the form, in its plain words; `null` when it did not say. */
  readonly failure: string | null;
}

export interface VisitorFormProps {
  readonly form: FormKind;
  readonly fields: readonly FieldSpec[];
  /** The domain's rules for the form: the browser checks with the same as the server. */
  readonly check: (values: FormValues) => FormCheck<unknown>;
  readonly submitLabel: FormMessageKey;
  /** The success message's text and the failure's, in the page's language. */
  readonly sentText: string;
  readonly failedText: string;
  /** The page's language, sent along (`en`, `de`). */
  readonly language: string;
  /** Fields sent along that the visitor does not type (the product named, the whitepaper's id). */
  readonly hidden?: Readonly<Record<string, string>>;
  /** Where the form starts: empty, or what an outcome page or a story shows. */
  readonly initial?: Partial<FormState>;
  /** A start token of its own (an outcome page's); else the page's (`FormPageProvider`). */
  readonly formStarted?: string;
  /** The page the form belongs to, when not the address shown (an outcome page's `returnTo`). */
  readonly page?: string;
  /** Shown above the fields. */
  readonly children?: ReactNode;
}

const honeypotField = 'website';

function emptyValues(fields: readonly FieldSpec[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']),
  );
}

/**
 * One of the visitors' forms (issue 19): a real `<form method="post">` to `/api/forms/{form}` that
 * works without JavaScript; with the browser's services it checks with the domain's rules on
 * submit, posts JSON once per click and shows the outcome in place. Nothing typed is lost: values
 * stay through errors and failures. The honeypot (`website`) is off-screen, out of the tab order
 * and hidden from assistive technology.
 */
export function VisitorForm({
  form,
  fields,
  check,
  submitLabel,
  sentText,
  failedText,
  language,
  hidden = {},
  initial = {},
  formStarted,
  page: ownPage,
  children,
}: VisitorFormProps) {
  const messages = useFormMessages(language);
  const forms = useSiteServices()?.forms ?? null;
  const idBase = useId();
  const rendered = useFormPage();
  const shownPath = usePagePath(rendered.path);
  const page = ownPage ?? shownPath;
  const [state, setState] = useState<FormState>(() => ({
    values: { ...emptyValues(fields), ...initial.values },
    errors: initial.errors ?? {},
    status: initial.status ?? 'editing',
    downloadUrl: initial.downloadUrl ?? null,
    failure: initial.failure ?? null,
  }));
  const [token, setToken] = useState(formStarted ?? rendered.formStarted);
  const [focusKey, setFocusKey] = useState(Object.keys(initial.errors ?? {}).length > 0 ? 1 : 0);
  const busy = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  // The script's own token, made when the form is shown to a visitor who can use it.
  useEffect(() => {
    if (forms === null) return;
    let current = true;
    forms.started().then(
      (fresh) => {
        if (current) setToken(fresh);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [forms]);

  useEffect(() => {
    if (state.status === 'sent' || state.status === 'failed') outcome.current?.focus();
  }, [state.status]);

  const fieldId = (name: string) => `${idBase}-${name}`;
  const problems: SummaryProblem[] = Object.entries(state.errors).map(([field, message]) => ({
    fieldId: fields.some((spec) => spec.name === field) ? fieldId(field) : null,
    text: problemText(messages, message),
  }));
  useErrorTitle(problems.length > 0, messages['forms.errors.prefix']);

  const change = (name: string, value: string | boolean) =>
    setState((current) => ({ ...current, values: { ...current.values, [name]: value } }));

  async function send(event: FormEvent<HTMLFormElement>) {
    // Without the browser's services the form posts as it is, and the server answers with a page.
    if (forms === null) return;
    event.preventDefault();
    if (busy.current) return;
    const checked = check(state.values);
    if (!checked.ok) {
      setState((current) => ({
        ...current,
        status: 'editing',
        errors: Object.fromEntries(
          checked.problems.map((problem) => [problem.field, problem.message]),
        ),
      }));
      setFocusKey((key) => key + 1);
      return;
    }
    busy.current = true;
    setState((current) => ({ ...current, status: 'sending', errors: {}, failure: null }));
    try {
      const answer = await forms.submit(form, {
        ...state.values,
        ...hidden,
        formStarted: token,
        [honeypotField]: honeypot.current?.value ?? '',
        page,
        language,
      });
      if (answer.kind === 'sent') {
        setState((current) => ({ ...current, status: 'sent', downloadUrl: answer.downloadUrl }));
        if (answer.downloadUrl !== null) forms.download(answer.downloadUrl);
      } else if (answer.kind === 'invalid') {
        setState((current) => ({ ...current, status: 'editing', errors: answer.fields }));
        setFocusKey((key) => key + 1);
      } else {
        const failure = refusalText(messages, answer.status, answer.message);
        setState((current) => ({ ...current, status: 'failed', failure }));
      }
    } catch {
      setState((current) => ({ ...current, status: 'failed', failure: null }));
    } finally {
      busy.current = false;
    }
  }

  if (state.status === 'sent')
    return (
      <div className="visitor-form__outcome" ref={outcome} tabIndex={-1}>
        <FlashMessage
          message={{
            title: messages['forms.sent.title'],
            text: `<p>${escapeText(sentText)}</p>`,
            type: 'success',
            static: state.downloadUrl === null,
            ...(state.downloadUrl === null
              ? {}
              : { to: state.downloadUrl, linkText: messages['forms.download'] }),
          }}
        />
      </div>
    );

  const sending = state.status === 'sending';
  return (
    <FormMessagesProvider messages={messages}>
      <form
        className="visitor-form"
        method="post"
        action={`/api/forms/${form}`}
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => void send(event)}
      >
        {state.status === 'failed' && (
          <div className="visitor-form__outcome" ref={outcome} tabIndex={-1}>
            <FlashMessage
              message={{
                title: messages['forms.failed.title'],
                text: [failedText, state.failure]
                  .filter((part) => part !== null)
                  .map((part) => `<p>${escapeText(part)}</p>`)
                  .join(''),
                type: 'error',
              }}
            />
          </div>
        )}
        <FormErrorSummary problems={problems} focusKey={focusKey} />
        {children}
        {fields.map((spec) => {
          const message = state.errors[spec.name];
          return (
            <FormField
              key={spec.name}
              spec={spec}
              id={fieldId(spec.name)}
              value={state.values[spec.name] ?? ''}
              error={message === undefined ? null : problemText(messages, message)}
              onChange={change}
            />
          );
        })}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="formStarted" value={token} />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="language" value={language} />
        <div className="visitor-form__trap" aria-hidden="true">
          <label htmlFor={fieldId(honeypotField)}>{messages['forms.honeypot']}</label>
          <input
            ref={honeypot}
            id={fieldId(honeypotField)}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          className="button visitor-form__submit"
          type="submit"
          aria-disabled={sending || undefined}
        >
          {sending ? messages['forms.sending'] : messages[submitLabel]}
        </button>
      </form>
    </FormMessagesProvider>
  );
}
