import type { AccessAction } from '@kmx/domain/portal';
import { accessActions } from '@kmx/domain/portal';
import { format } from '../../i18n/format';
import { AccessStatusChip } from '../AccessStatusChip';
import { userAdminActionText } from '../access-texts';
import type { AdminAccess, AdminOrganization, AdminUser } from '../AdminUser';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatNumber, isSingular } from '../portal-intl';
import { exactTime } from '../ticket-time';
import { applicationText, roleText } from '../user-admin-texts';
import { raisingAccessActions } from './user-detail-change';

interface OrganizationAccessesProps {
  readonly user: AdminUser;
  readonly organization: AdminOrganization;
  readonly localeCode: string;
  /** Whether the administrator administers this organisation: else it shows no actions. */
  readonly manageable: boolean;
  /** The administrator looks at their own user: nothing that raises a role is offered. */
  readonly own: boolean;
  readonly onAction: (access: AdminAccess, action: AccessAction) => void;
  readonly onRemove: () => void;
}

/**
 * One organisation of the user: its name and member count, the user's applications there with
 * role, status, who asked and when, an invite's dates, and the actions the access matrix offers
 * (domain `accessActions`), each named after its row for a screen reader.
 */
export function OrganizationAccesses({
  user,
  organization,
  localeCode,
  manageable,
  own,
  onAction,
  onRemove,
}: OrganizationAccessesProps) {
  const messages = usePortalMessages();
  const accesses = user.accesses.filter((access) => access.organizationId === organization.id);
  const userName = user.fullName === '' ? user.email : user.fullName;
  const column = {
    application: messages['portal.userAdmin.detail.column.application'],
    role: messages['portal.userAdmin.detail.column.role'],
    status: messages['portal.userAdmin.detail.column.status'],
    requestedBy: messages['portal.userAdmin.detail.column.requestedBy'],
    requestDate: messages['portal.userAdmin.detail.column.requestDate'],
    invite: messages['portal.userAdmin.detail.column.invite'],
    actions: messages['portal.userAdmin.detail.column.actions'],
  };
  const requester = (access: AdminAccess) => {
    if (access.requestedByName !== null) return access.requestedByName;
    if (access.requestedBy === user.id) return userName;
    if (access.requestedBy === null) return messages['portal.userAdmin.detail.notGiven'];
    return messages['portal.userAdmin.detail.requestedByOther'];
  };
  const offered = (access: AdminAccess) =>
    manageable
      ? accessActions(access.status).filter(
          (action) => !(own && raisingAccessActions.includes(action)),
        )
      : [];

  return (
    <section className="user-organization" aria-labelledby={`kmx-org-${organization.id}`}>
      <div className="user-organization__head">
        <h3 id={`kmx-org-${organization.id}`}>{organization.name}</h3>
        {organization.members !== null && (
          <span className="user-organization__members">
            {isSingular(organization.members, localeCode)
              ? messages['portal.userAdmin.detail.members.one']
              : format(messages['portal.userAdmin.detail.members.other'], {
                  count: formatNumber(organization.members, localeCode),
                })}
          </span>
        )}
        {manageable && (
          <button
            type="button"
            className="button button--secondary user-organization__remove"
            onClick={onRemove}
          >
            {format(messages['portal.userAdmin.detail.removeOrganisationFor'], {
              organisation: organization.name,
            })}
          </button>
        )}
      </div>
      {accesses.length === 0 ? (
        <p>{messages['portal.userAdmin.detail.noApplications']}</p>
      ) : (
        <table className="ticket-table user-access-table">
          <caption className="visually-hidden">
            {format(messages['portal.userAdmin.detail.accessCaption'], {
              user: userName,
              organisation: organization.name,
            })}
          </caption>
          <thead>
            <tr>
              {Object.values(column).map((label) => (
                <th scope="col" className="ticket-table__header" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {accesses.map((access) => {
              const application = applicationText(messages, access.application);
              const actions = offered(access);
              const invite =
                access.inviteExpires === null || access.requestDate === null
                  ? null
                  : format(
                      messages[
                        access.status === 'invite-expired'
                          ? 'portal.userAdmin.detail.inviteExpired'
                          : 'portal.userAdmin.detail.invite'
                      ],
                      {
                        sent: exactTime(access.requestDate, localeCode),
                        expires: exactTime(access.inviteExpires, localeCode),
                      },
                    );
              return (
                <tr key={access.application}>
                  <th scope="row" data-label={column.application}>
                    {application}
                  </th>
                  <td data-label={column.role}>{roleText(messages, access.role)}</td>
                  <td data-label={column.status}>
                    <AccessStatusChip status={access.status} />
                  </td>
                  <td data-label={column.requestedBy}>{requester(access)}</td>
                  <td data-label={column.requestDate}>
                    {access.requestDate === null ? (
                      messages['portal.userAdmin.detail.notGiven']
                    ) : (
                      <time dateTime={access.requestDate}>
                        {exactTime(access.requestDate, localeCode)}
                      </time>
                    )}
                  </td>
                  <td data-label={column.invite}>{invite ?? ''}</td>
                  <td data-label={column.actions}>
                    {actions.length === 0 ? (
                      messages['portal.userAdmin.detail.noActions']
                    ) : (
                      <div className="user-access-table__actions">
                        {actions.map((action) => (
                          <button
                            key={action}
                            type="button"
                            className="button button--secondary"
                            aria-label={format(messages['portal.userAdmin.detail.actionFor'], {
                              action: userAdminActionText(messages, action),
                              application,
                              organisation: organization.name,
                            })}
                            onClick={() => onAction(access, action)}
                          >
                            {userAdminActionText(messages, action)}
                          </button>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
