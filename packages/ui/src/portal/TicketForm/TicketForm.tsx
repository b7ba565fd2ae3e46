import type { TicketDraft, TicketLocation, TicketProblem } from '@kmx/domain/portal';
import { ticketTypes, validateTicketForm } from '@kmx/domain/portal';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { problemText } from '../ticket-problem-text';
import { TicketsFailure } from '../TicketsFailure';
import { useFormProblems } from '../use-form-problems';

const fields = [
  'location',
  'type',
  'concern',
  'machine',
  'serialNumber',
  'subject',
  'description',
] as const;
export type TicketFormField = (typeof fields)[number];

/** What the customer has typed, field by field. */
export type TicketFormValues = Readonly<Record<TicketFormField, string>>;

export interface TicketFormProps {
  /** The locations (accounts) of the customer's organisation. */
  readonly locations: readonly TicketLocation[];
  /** Values to start with: the prefill from an inventory row, or a draft kept across a sign-in. */
  readonly initial?: Partial<TicketFormValues>;
  /** The ticket is being sent: a second submit is ignored. */
  readonly busy: boolean;
  /** Sending failed (spec portal 8): the apology with a retry at the top; nothing typed is lost. */
  readonly failed: boolean;
  /** Problems the server found, by the draft's field names; shown on their fields. */
  readonly problems?: readonly TicketProblem[];
  /** The attachment picker, when the form offers attachments. */
  readonly attachments?: ReactNode;
  /** The checked and trimmed draft; called only when the form's own check passed. */
  readonly onSubmit: (draft: TicketDraft) => void;
  /** Every change, so the app can keep a draft (nothing typed is lost across a sign-in). */
  readonly onChange?: (values: TicketFormValues) => void;
  /** How many problems the form shows now (0 when none), for "Error: " in the document title. */
  readonly onErrorsShown?: (count: number) => void;
}

const noProblems: readonly TicketProblem[] = [];

function startValues(initial: Partial<TicketFormValues> | undefined): TicketFormValues {
  return Object.fromEntries(fields.map((field) => [field, initial?.[field] ?? ''])) as Record<
    TicketFormField,
    string
  >;
}

/**
 * Spec portal 5: the create form. Location, type, machine concerned, subject and description are
 * required, machine name and serial number optional. Checked on submit with the domain's
 * `validateTicketForm`; problems in GOV.UK's error summary and on their fields; the submit button
 * is never disabled for an invalid field.
 */
export function TicketForm({
  locations,
  initial,
  busy,
  failed,
  problems: serverProblems = noProblems,
  attachments,
  onSubmit,
  onChange,
  onErrorsShown,
}: TicketFormProps) {
  const messages = usePortalMessages();
  const id = useId();
  const titleId = `${id}-title`;
  const [values, setValues] = useState<TicketFormValues>(() => startValues(initial));
  const { problems, focusKey, checked, messageFor } = useFormProblems(
    serverProblems,
    onErrorsShown,
  );
  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: TicketFormField) => {
    const message = messageFor(field);
    return message === null ? null : problemText(messages, message);
  };

  const set = (field: TicketFormField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onChange?.(next);
  };

  const send = () => {
    if (busy) return;
    const check = validateTicketForm(values);
    checked(check.ok ? [] : check.problems);
    if (check.ok) onSubmit(check.value);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const text = (field: TicketFormField, label: string, hint?: string) => (
    <FormField
      id={fieldId(field)}
      label={label}
      error={errorOf(field)}
      {...(hint !== undefined && { hint })}
    >
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          type="text"
          name={field}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <section className="ticket-form" aria-labelledby={titleId}>
      <h1 id={titleId}>{messages['portal.tickets.form.title']}</h1>
      {failed && <TicketsFailure onRetry={send} />}
      <ErrorSummary
        focusKey={focusKey}
        problems={problems.map((problem) => ({
          fieldId: (fields as readonly string[]).includes(problem.field)
            ? fieldId(problem.field)
            : null,
          text: problemText(messages, problem.message),
        }))}
      />
      <form className="portal-form" noValidate aria-busy={busy} onSubmit={submit}>
        <FormField
          id={fieldId('location')}
          label={messages['portal.tickets.form.location']}
          error={errorOf('location')}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__select"
              name="location"
              value={values.location}
              onChange={(event) => set('location')(event.target.value)}
            >
              <option value="">{messages['portal.tickets.form.chooseLocation']}</option>
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId('type')}
          label={messages['portal.tickets.form.type']}
          error={errorOf('type')}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__select"
              name="type"
              value={values.type}
              onChange={(event) => set('type')(event.target.value)}
            >
              <option value="">{messages['portal.tickets.form.chooseType']}</option>
              {Object.values(ticketTypes).map((type) => (
                <option key={type} value={type}>
                  {messages[`portal.tickets.type.${type}`]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text(
          'concern',
          messages['portal.tickets.form.concern'],
          messages['portal.tickets.form.concernHint'],
        )}
        {text('machine', messages['portal.tickets.form.machine'])}
        {text('serialNumber', messages['portal.tickets.form.serialNumber'])}
        {text('subject', messages['portal.tickets.form.subject'])}
        <FormField
          id={fieldId('description')}
          label={messages['portal.tickets.form.description']}
          hint={messages['portal.tickets.form.descriptionHint']}
          error={errorOf('description')}
        >
          {(control) => (
            <textarea
              {...control}
              className="form-field__textarea"
              name="description"
              rows={6}
              value={values.description}
              onChange={(event) => set('description')(event.target.value)}
            />
          )}
        </FormField>
        {attachments}
        <button type="submit" className="button button--primary portal-form__submit">
          {busy ? messages['portal.tickets.form.busy'] : messages['portal.tickets.form.submit']}
        </button>
      </form>
    </section>
  );
}
