import type { ApplicationRole, IdmPolicyFailure, PortalApplication } from '@kmx/domain/portal';
import { applicationRoles, portalApplications, validateInvite } from '@kmx/domain/portal';
import { useId, useState, type FormEvent } from 'react';
import { format } from '../../i18n/format';
import type { AdminFailure, AdminOrganization, SentInvite } from '../AdminUser';
import { ErrorSummary } from '../ErrorSummary';
import { FormField } from '../FormField';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { policyText } from '../policy-text';
import { exactTime } from '../ticket-time';
import { UserAdminFailure } from '../UserAdminFailure';
import { applicationText, roleText } from '../user-admin-texts';

/** What the administrator asks for: spec portal 5, an e-mail and an organisation, with the access. */
export interface InviteRequest {
  readonly email: string;
  readonly organizationId: string;
  readonly application: PortalApplication;
  readonly role: ApplicationRole;
}

/** Where the invite stands. */
export type InviteFormState =
  | { readonly kind: 'editing' }
  | { readonly kind: 'busy' }
  /** The service refused the e-mail itself (a policy failure on `mail`): shown on the field. */
  | { readonly kind: 'invalid'; readonly emailProblem: IdmPolicyFailure }
  | ({ readonly kind: 'failed' } & AdminFailure)
  /** Spec portal 8: the e-mail is taken; the profile's address when the administrator may see it. */
  | { readonly kind: 'exists'; readonly userHref: string | null }
  | { readonly kind: 'sent'; readonly invite: SentInvite; readonly userHref: string };

export interface InviteFormProps {
  readonly localeCode: string;
  /** The administrator's organisations: an invite goes into one of them. */
  readonly organizations: readonly AdminOrganization[];
  readonly state: InviteFormState;
  readonly onSubmit: (request: InviteRequest) => void;
  /** After a sent invite: a fresh form for the next one. */
  readonly onAnother: () => void;
}

const firstApplication: PortalApplication = portalApplications[0];

/**
 * Issue 17 "Invite": a valid e-mail and one of the administrator's organisations (spec portal 5),
 * the application and role the invite grants. Checked on submit with GOV.UK's error summary; what
 * was typed stays after any failure; "User already exists" links to that user (spec portal 8);
 * a sent invite shows when it was sent and when it expires.
 */
export function InviteForm({
  localeCode,
  organizations,
  state,
  onSubmit,
  onAnother,
}: InviteFormProps) {
  const messages = usePortalMessages();
  const id = useId();
  const [email, setEmail] = useState('');
  const [organizationId, setOrganizationId] = useState(
    organizations.length === 1 ? (organizations[0]?.id ?? '') : '',
  );
  const [application, setApplication] = useState<PortalApplication>(firstApplication);
  const [role, setRole] = useState<ApplicationRole>('user');
  const [problems, setProblems] = useState<{ email: string | null; organization: string | null }>({
    email: null,
    organization: null,
  });
  const [focusKey, setFocusKey] = useState(0);
  const busy = state.kind === 'busy';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = validateInvite({ email, organizationId });
    if (!check.ok) {
      const has = (field: string) => check.problems.some((problem) => problem.field === field);
      setProblems({
        email: has('email') ? messages['portal.userAdmin.invite.problem.email'] : null,
        organization: has('organizationId')
          ? messages['portal.userAdmin.invite.problem.organisation']
          : null,
      });
      setFocusKey((key) => key + 1);
      return;
    }
    setProblems({ email: null, organization: null });
    onSubmit({
      email: check.value.email,
      organizationId: check.value.organizationId,
      application,
      role,
    });
  };

  if (state.kind === 'sent') {
    const { invite } = state;
    return (
      <section className="user-admin-invite" aria-labelledby={`${id}-sent`}>
        <div className="user-admin-invite__sent" role="status">
          <h2 id={`${id}-sent`}>{messages['portal.userAdmin.invite.sent.title']}</h2>
          <p>
            {format(messages['portal.userAdmin.invite.sent.text'], {
              application: applicationText(messages, invite.application),
              email: invite.email,
            })}
          </p>
          <dl className="ticket-fields">
            {invite.sentAt !== null && (
              <div className="ticket-fields__row">
                <dt>{messages['portal.userAdmin.invite.sent.at']}</dt>
                <dd>
                  <time dateTime={invite.sentAt}>{exactTime(invite.sentAt, localeCode)}</time>
                </dd>
              </div>
            )}
            {invite.expiresAt !== null && (
              <div className="ticket-fields__row">
                <dt>{messages['portal.userAdmin.invite.sent.expires']}</dt>
                <dd>
                  <time dateTime={invite.expiresAt}>{exactTime(invite.expiresAt, localeCode)}</time>
                </dd>
              </div>
            )}
          </dl>
        </div>
        <p className="user-admin-invite__next">
          <a href={state.userHref}>{messages['portal.userAdmin.invite.sent.open']}</a>
          <button type="button" className="button button--secondary" onClick={onAnother}>
            {messages['portal.userAdmin.invite.another']}
          </button>
        </p>
      </section>
    );
  }

  const emailProblem =
    problems.email ?? (state.kind === 'invalid' ? policyText(messages, state.emailProblem) : null);
  const summary = [
    ...(emailProblem === null ? [] : [{ fieldId: `${id}-email`, text: emailProblem }]),
    ...(problems.organization === null
      ? []
      : [{ fieldId: `${id}-organisation`, text: problems.organization }]),
  ];

  return (
    <section className="user-admin-invite" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{messages['portal.userAdmin.invite.title']}</h2>
      <p>{messages['portal.userAdmin.invite.intro']}</p>
      {state.kind === 'failed' && (
        <UserAdminFailure
          title={messages['portal.userAdmin.invite.failure']}
          details={state.details}
        />
      )}
      {state.kind === 'exists' && (
        <div className="user-admin-invite__exists" role="alert">
          <p>
            <strong>{messages['portal.account.userExists']}</strong>
          </p>
          <p>
            {state.userHref === null ? (
              messages['portal.userAdmin.invite.exists.noLink']
            ) : (
              <a href={state.userHref}>{messages['portal.account.userExists.link']}</a>
            )}
          </p>
        </div>
      )}
      <ErrorSummary focusKey={focusKey + (state.kind === 'invalid' ? 1 : 0)} problems={summary} />
      <form className="portal-form" noValidate aria-busy={busy} onSubmit={submit}>
        <FormField
          id={`${id}-email`}
          label={messages['portal.userAdmin.invite.email']}
          error={emailProblem}
        >
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-organisation`}
          label={messages['portal.userAdmin.invite.organisation']}
          error={problems.organization}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__select"
              name="organisation"
              value={organizationId}
              onChange={(event) => setOrganizationId(event.target.value)}
            >
              <option value="">{messages['portal.userAdmin.invite.chooseOrganisation']}</option>
              {organizations.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-application`}
          label={messages['portal.userAdmin.invite.application']}
          error={null}
        >
          {(control) => (
            <select
              {...control}
              className="form-field__select"
              name="application"
              value={application}
              onChange={(event) => {
                const chosen = portalApplications.find((value) => value === event.target.value);
                if (chosen !== undefined) setApplication(chosen);
              }}
            >
              {portalApplications.map((value) => (
                <option key={value} value={value}>
                  {applicationText(messages, value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-role`} label={messages['portal.userAdmin.invite.role']} error={null}>
          {(control) => (
            <select
              {...control}
              className="form-field__select"
              name="role"
              value={role}
              onChange={(event) => {
                const chosen = applicationRoles.find((value) => value === event.target.value);
                if (chosen !== undefined) setRole(chosen);
              }}
            >
              {applicationRoles.map((value) => (
                <option key={value} value={value}>
                  {roleText(messages, value)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="button button--primary portal-form__submit">
          {busy
            ? messages['portal.userAdmin.invite.busy']
            : messages['portal.userAdmin.invite.submit']}
        </button>
      </form>
    </section>
  );
}
