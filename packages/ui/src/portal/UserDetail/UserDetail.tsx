import type { AccessAction } from '@kmx/domain/portal';
import { portalApplications, removesOwnAdminRights } from '@kmx/domain/portal';
import { useId, useState } from 'react';
import { format } from '../../i18n/format';
import { userAdminActionText, userAdminFailureTitle, type UserAdminAction } from '../access-texts';
import type { AdminAccess, AdminFailure, AdminUser } from '../AdminUser';
import { ConfirmDialog } from '../ConfirmDialog';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { UserAdminFailure } from '../UserAdminFailure';
import { applicationText } from '../user-admin-texts';
import { OrganizationAccesses } from './OrganizationAccesses';
import { RoleDialog } from './RoleDialog';
import {
  destructiveAccessActions,
  type AccessChange,
  type PendingChange,
} from './user-detail-change';
import { UserProfileFields } from './UserProfileFields';

/** Where the detail's data stands (spec portal 8: an unknown id and one out of reach differ). */
export type UserDetailState =
  | { readonly kind: 'loading' }
  | ({ readonly kind: 'failed' } & AdminFailure)
  | { readonly kind: 'notFound' }
  | { readonly kind: 'noPermission' }
  | { readonly kind: 'loaded'; readonly user: AdminUser };

/** A refused or failed change, under the action's own title. */
export interface UserDetailFailure extends AdminFailure {
  readonly action: UserAdminAction;
}

export interface UserDetailProps {
  readonly localeCode: string;
  readonly state: UserDetailState;
  readonly listHref: string;
  /** The signed-in administrator's own id and the organisations they administer. */
  readonly adminId: string;
  readonly adminOrganizationIds: readonly string[];
  /** A change is on its way: another is ignored meanwhile. */
  readonly busy: boolean;
  readonly failure: UserDetailFailure | null;
  /** The last change was saved (announced politely). */
  readonly saved: boolean;
  readonly onAccess: (change: AccessChange) => void;
  readonly onRemoveOrganization: (organizationId: string) => void;
  readonly onDelete: () => void;
  readonly onRetry: () => void;
}

/**
 * Issue 17 "User detail": the profile, each organisation with its member count and the user's
 * applications (role, status, requested by and when, an invite's dates), the action matrix of
 * the access status, removing an organisation (with the warning of spec 6 when it takes the
 * administrator's own rights) and deleting the user. Every destructive action confirms in a
 * dialog; every failure has its own title (spec 8).
 */
export function UserDetail({
  localeCode,
  state,
  listHref,
  adminId,
  adminOrganizationIds,
  busy,
  failure,
  saved,
  onAccess,
  onRemoveOrganization,
  onDelete,
  onRetry,
}: UserDetailProps) {
  const messages = usePortalMessages();
  const titleId = useId();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [dialogRound, setDialogRound] = useState(0);
  const back = (
    <p className="ticket-detail__back">
      <a href={listHref}>{messages['portal.userAdmin.detail.back']}</a>
    </p>
  );

  if (state.kind !== 'loaded') {
    return (
      <section
        className="user-detail"
        aria-labelledby={titleId}
        aria-busy={state.kind === 'loading'}
      >
        {back}
        {state.kind === 'loading' && (
          <>
            <h1 id={titleId}>{messages['portal.userAdmin.detail.title']}</h1>
            <p role="status">{messages['portal.userAdmin.detail.loading']}</p>
          </>
        )}
        {state.kind === 'noPermission' && (
          <h1 id={titleId}>{messages['portal.account.noPermission']}</h1>
        )}
        {state.kind === 'notFound' && (
          <>
            <h1 id={titleId}>{messages['portal.userAdmin.detail.title']}</h1>
            <p role="alert">{messages['portal.account.invalidUser']}</p>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <h1 id={titleId}>{messages['portal.userAdmin.detail.title']}</h1>
            <UserAdminFailure
              title={messages['portal.account.invalidUser']}
              details={state.details}
              onRetry={onRetry}
            />
          </>
        )}
      </section>
    );
  }

  const { user } = state;
  const userName = user.fullName === '' ? user.email : user.fullName;
  const own = user.id === adminId;
  const organizationName = (id: string) =>
    user.organizations.find((organization) => organization.id === id)?.name ?? id;
  const names = (access: { organizationId: string; application: string }) => ({
    user: userName,
    application: applicationText(messages, access.application),
    organisation: organizationName(access.organizationId),
  });

  const ask = (change: PendingChange) => {
    if (busy) return;
    setDialogRound((round) => round + 1);
    setPending(change);
  };
  const onAction = (access: AdminAccess, action: AccessAction) => {
    const change: AccessChange = {
      organizationId: access.organizationId,
      application: access.application,
      action,
    };
    if (action === 'edit') {
      ask({ kind: 'role', change, applications: [] });
    } else if (action === 'add-application') {
      const taken = user.accesses
        .filter((other) => other.organizationId === access.organizationId)
        .map((other) => other.application);
      ask({
        kind: 'role',
        change,
        applications: portalApplications.filter((value) => !taken.includes(value)),
      });
    } else if (destructiveAccessActions.includes(action)) {
      ask({ kind: 'access', change });
    } else if (!busy) {
      onAccess(change);
    }
  };
  const close = () => setPending(null);
  const confirm = (run: () => void) => () => {
    setPending(null);
    if (!busy) run();
  };

  const editedAccess =
    pending?.kind === 'role' && pending.change.action === 'edit'
      ? user.accesses.find(
          (access) =>
            access.organizationId === pending.change.organizationId &&
            access.application === pending.change.application,
        )
      : undefined;

  return (
    <section className="user-detail" aria-labelledby={titleId}>
      {back}
      <h1 id={titleId}>{userName}</h1>
      {failure !== null && (
        <UserAdminFailure
          title={
            failure.action === 'delete-user'
              ? messages['portal.userAdmin.failure.deleteUser']
              : userAdminFailureTitle(messages, failure.action)
          }
          details={failure.details}
        />
      )}
      <section className="user-detail__profile" aria-labelledby={`${titleId}-profile`}>
        <h2 id={`${titleId}-profile`}>{messages['portal.userAdmin.detail.profile']}</h2>
        <UserProfileFields user={user} localeCode={localeCode} />
      </section>
      <section
        className="user-detail__organisations"
        aria-labelledby={`${titleId}-orgs`}
        aria-busy={busy}
      >
        <h2 id={`${titleId}-orgs`}>{messages['portal.userAdmin.detail.organisations']}</h2>
        {user.organizations.length === 0 && (
          <p>{messages['portal.userAdmin.detail.noOrganisations']}</p>
        )}
        {user.organizations.map((organization) => (
          <OrganizationAccesses
            key={organization.id}
            user={user}
            organization={organization}
            localeCode={localeCode}
            manageable={adminOrganizationIds.includes(organization.id)}
            own={own}
            onAction={onAction}
            onRemove={() =>
              ask({
                kind: 'removeOrganization',
                organizationId: organization.id,
                ownRights: removesOwnAdminRights({
                  adminId,
                  adminOrganizationIds,
                  userId: user.id,
                  organizationId: organization.id,
                }),
              })
            }
          />
        ))}
      </section>
      <section className="user-detail__danger" aria-labelledby={`${titleId}-danger`}>
        <h2 id={`${titleId}-danger`}>{messages['portal.userAdmin.detail.danger']}</h2>
        <p>{messages['portal.userAdmin.detail.dangerText']}</p>
        <button
          type="button"
          className="button button--secondary user-detail__delete"
          onClick={() => ask({ kind: 'delete' })}
        >
          {messages['portal.account.action.deleteUser']}
        </button>
      </section>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {busy
          ? messages['portal.userAdmin.detail.busy']
          : saved
            ? messages['portal.userAdmin.detail.saved']
            : ''}
      </p>

      {pending?.kind === 'access' && (
        <ConfirmDialog
          open
          title={
            messages[
              `portal.userAdmin.confirm.${pending.change.action === 'deny' ? 'deny' : 'withdraw'}.title`
            ]
          }
          text={format(
            messages[
              `portal.userAdmin.confirm.${pending.change.action === 'deny' ? 'deny' : 'withdraw'}.text`
            ],
            names(pending.change),
          )}
          confirmLabel={userAdminActionText(messages, pending.change.action)}
          onConfirm={confirm(() => onAccess(pending.change))}
          onCancel={close}
        />
      )}
      {pending?.kind === 'role' && (
        <RoleDialog
          key={dialogRound}
          open
          title={
            pending.change.action === 'edit'
              ? messages['portal.userAdmin.change.edit.title']
              : messages['portal.userAdmin.change.add.title']
          }
          text={format(
            messages[
              pending.change.action === 'edit'
                ? 'portal.userAdmin.change.edit.text'
                : 'portal.userAdmin.change.add.text'
            ],
            names(pending.change),
          )}
          role={editedAccess?.role ?? 'user'}
          {...(pending.change.action === 'add-application' && {
            applications: pending.applications,
          })}
          onSave={({ application, role }) =>
            confirm(() =>
              onAccess({
                ...pending.change,
                application:
                  pending.change.action === 'add-application' && application !== null
                    ? application
                    : pending.change.application,
                role,
              }),
            )()
          }
          onCancel={close}
        />
      )}
      {pending?.kind === 'removeOrganization' && (
        <ConfirmDialog
          open
          title={messages['portal.userAdmin.confirm.removeOrganisation.title']}
          text={format(messages['portal.userAdmin.confirm.removeOrganisation.text'], {
            user: userName,
            organisation: organizationName(pending.organizationId),
          })}
          {...(pending.ownRights && {
            warning: format(messages['portal.userAdmin.confirm.removeOrganisation.ownRights'], {
              organisation: organizationName(pending.organizationId),
            }),
          })}
          confirmLabel={messages['portal.account.action.removeOrganization']}
          onConfirm={confirm(() => onRemoveOrganization(pending.organizationId))}
          onCancel={close}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={messages['portal.userAdmin.confirm.deleteUser.title']}
          text={format(messages['portal.userAdmin.confirm.deleteUser.text'], { user: userName })}
          confirmLabel={messages['portal.account.action.deleteUser']}
          onConfirm={confirm(onDelete)}
          onCancel={close}
        />
      )}
    </section>
  );
}
