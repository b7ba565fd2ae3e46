import type { ProfileDraft, TicketProblem } from '@kmx/domain/portal';
import { validateProfile } from '@kmx/domain/portal';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { AccountFailure } from '../account-failure';
import { policyProblems } from '../account-problems';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { IdmFailure } from '../IdmFailure';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import type { PortalMessageKey, PortalMessages } from '../i18n/PortalMessages';
import { useFormProblems } from '../use-form-problems';
import {
  choiceLabel,
  countryChoices,
  languageChoices,
  profileFields,
  type NamedChoice,
  type ProfileField,
  type ProfileValues,
} from './profile-values';

export interface ProfileFormProps {
  /** The profile as the identity-management service holds it. */
  readonly values: ProfileValues;
  /** What was typed and not saved before a reload or a sign-in: it wins over `values`. */
  readonly draft?: Readonly<Record<string, string>> | null;
  /** Every change, so the app can keep a draft (nothing typed is lost across a sign-in). */
  readonly onChange?: (values: ProfileValues) => void;
  /** The sign-in name: shown, never edited here. */
  readonly email: string;
  /** The page's language, for the names of countries and languages. */
  readonly language: string;
  /** False for internal employees (spec portal 6): the profile is shown, not edited. */
  readonly editable: boolean;
  /** The profile is being saved: a second submit is ignored. */
  readonly busy: boolean;
  /** The service confirmed the last save. */
  readonly saved: boolean;
  /** The last save failed: policy failures on their fields, others at the top. */
  readonly failure: AccountFailure | null;
  /** The checked and trimmed profile; called only when the form's own check passed. */
  readonly onSubmit: (draft: ProfileDraft) => void;
  /** How many problems the form shows now (0 when none), for "Error: " in the document title. */
  readonly onErrorsShown?: (count: number) => void;
}

const labelKeys: Readonly<Record<ProfileField, PortalMessageKey>> = {
  firstName: 'portal.accountSettings.profile.firstName',
  lastName: 'portal.accountSettings.profile.lastName',
  company: 'portal.accountSettings.profile.company',
  telephone: 'portal.accountSettings.profile.telephone',
  address: 'portal.accountSettings.profile.address',
  postalCode: 'portal.accountSettings.profile.postalCode',
  city: 'portal.accountSettings.profile.city',
  country: 'portal.accountSettings.profile.country',
  language: 'portal.accountSettings.profile.language',
};

/** The browser's autofill names, so a saved address fills the form. */
const autoComplete: Readonly<Record<ProfileField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  telephone: 'tel',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  language: 'off',
};

/** The domain's messages (spec portal 5, English words) in the page's language. */
const domainMessageKeys: ReadonlyMap<string, PortalMessageKey> = new Map([
  ['Please enter your first name', 'portal.accountSettings.problem.firstName'],
  ['Please enter your last name', 'portal.accountSettings.problem.lastName'],
]);

function problemInLanguage(messages: PortalMessages, message: string): string {
  const key = domainMessageKeys.get(message);
  return key === undefined ? message : messages[key];
}

const noProblems: readonly TicketProblem[] = [];

/** The stored profile with the draft's fields over it; anything else in the draft is ignored. */
function withDraft(
  stored: ProfileValues,
  draft: Readonly<Record<string, string>> | null | undefined,
): ProfileValues {
  if (draft === null || draft === undefined) return stored;
  const typed = profileFields.flatMap((field) => {
    const value = draft[field];
    return value === undefined ? [] : [[field, value] as const];
  });
  return { ...stored, ...Object.fromEntries(typed) };
}

/**
 * Spec portal 3, 5 and 6: the profile. First and last name are required (the domain's
 * `validateProfile`), the rest optional; country from the spec's list and language from its 11,
 * both named in the page's language. What was typed stays after any failure; the success line
 * shows only once the service confirmed. Internal employees see the same values read-only.
 */
export function ProfileForm({
  values: stored,
  draft,
  onChange,
  email,
  language,
  editable,
  busy,
  saved,
  failure,
  onSubmit,
  onErrorsShown,
}: ProfileFormProps) {
  const messages = usePortalMessages();
  const id = useId();
  const titleId = `${id}-title`;
  const [values, setValues] = useState<ProfileValues>(() => withDraft(stored, draft));
  const serverProblems = useMemo(
    () => (failure === null ? noProblems : policyProblems(messages, failure)),
    [failure, messages],
  );
  const { problems, focusKey, checked, messageFor } = useFormProblems(
    serverProblems,
    onErrorsShown,
  );
  const countries = useMemo(
    () => countryChoices(language, values.country),
    [language, values.country],
  );
  const languages = useMemo(
    () => languageChoices(language, values.language),
    [language, values.language],
  );
  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: ProfileField) => {
    const message = messageFor(field);
    return message === null ? null : problemInLanguage(messages, message);
  };
  const set = (field: ProfileField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = validateProfile(values);
    checked(check.ok ? [] : check.problems);
    if (check.ok) onSubmit(check.value);
  };

  if (!editable) {
    return (
      <section className="account-section" aria-labelledby={titleId}>
        <h2 id={titleId}>{messages['portal.accountSettings.profile.title']}</h2>
        <p className="account-section__note">{messages['portal.accountSettings.internal']}</p>
        <ReadOnlyProfile
          messages={messages}
          values={stored}
          email={email}
          countries={countries}
          languages={languages}
        />
      </section>
    );
  }

  const select = (
    field: 'country' | 'language',
    choices: readonly NamedChoice[],
    empty: string,
  ) => (
    <FormField id={fieldId(field)} label={messages[labelKeys[field]]} error={errorOf(field)}>
      {(control) => (
        <select
          {...control}
          className="form-field__select"
          name={field}
          autoComplete={autoComplete[field]}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
        >
          <option value="">{empty}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const text = (field: ProfileField, type: 'text' | 'tel' = 'text') => (
    <FormField id={fieldId(field)} label={messages[labelKeys[field]]} error={errorOf(field)}>
      {(control) => (
        <input
          {...control}
          className="form-field__input"
          type={type}
          name={field}
          autoComplete={autoComplete[field]}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['portal.accountSettings.profile.title']}</h2>
      {failure?.kind === 'error' && <IdmFailure details={failure} />}
      <ErrorSummary
        focusKey={focusKey}
        problems={problems.map((problem) => ({
          fieldId: (profileFields as readonly string[]).includes(problem.field)
            ? fieldId(problem.field)
            : null,
          text: problemInLanguage(messages, problem.message),
        }))}
      />
      {saved && !busy && (
        <p role="status" className="account-section__success">
          {messages['portal.accountSettings.profile.saved']}
        </p>
      )}
      <form className="portal-form" noValidate aria-busy={busy} onSubmit={submit}>
        {text('firstName')}
        {text('lastName')}
        {text('company')}
        <FormField
          id={fieldId('email')}
          label={messages['portal.accountSettings.profile.email']}
          hint={messages['portal.accountSettings.profile.emailHint']}
          error={null}
        >
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="email"
              name="email"
              value={email}
              readOnly
            />
          )}
        </FormField>
        {text('telephone', 'tel')}
        {text('address')}
        {text('postalCode')}
        {text('city')}
        {select('country', countries, messages['portal.accountSettings.profile.chooseCountry'])}
        {select('language', languages, messages['portal.accountSettings.profile.chooseLanguage'])}
        <button type="submit" className="button button--primary portal-form__submit">
          {busy
            ? messages['portal.accountSettings.profile.busy']
            : messages['portal.accountSettings.profile.submit']}
        </button>
      </form>
    </section>
  );
}

function ReadOnlyProfile({
  messages,
  values,
  email,
  countries,
  languages,
}: {
  messages: PortalMessages;
  values: ProfileValues;
  email: string;
  countries: readonly NamedChoice[];
  languages: readonly NamedChoice[];
}) {
  const shown = (field: ProfileField): string => {
    const value = values[field];
    if (value === '') return messages['portal.accountSettings.profile.notGiven'];
    if (field === 'country') return choiceLabel(countries, value);
    if (field === 'language') return choiceLabel(languages, value);
    return value;
  };
  const rows: readonly [string, string][] = [
    [messages[labelKeys.firstName], shown('firstName')],
    [messages[labelKeys.lastName], shown('lastName')],
    [messages[labelKeys.company], shown('company')],
    [messages['portal.accountSettings.profile.email'], email],
    ...profileFields
      .slice(3)
      .map((field): [string, string] => [messages[labelKeys[field]], shown(field)]),
  ];
  return (
    <dl className="account-values">
      {rows.map(([label, value]) => (
        <div className="account-values__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
