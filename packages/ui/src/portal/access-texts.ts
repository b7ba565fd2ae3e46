import type { AccessAction, AccessStatus } from '@kmx/domain/portal';
import type { PortalMessageKey, PortalMessages } from './i18n/PortalMessages';

/** The user administration's actions: those of the access matrix and two on the user itself. */
export type UserAdminAction = AccessAction | 'remove-organization' | 'delete-user';

/** The actions with a failure title of their own (spec portal 8 names these). */
export type TitledUserAdminAction = Exclude<UserAdminAction, 'delete-user'>;

const statusKeys: Readonly<Record<AccessStatus, PortalMessageKey>> = {
  invited: 'portal.account.status.invited',
  'invite-expired': 'portal.account.status.inviteExpired',
  pending: 'portal.account.status.pending',
  active: 'portal.account.status.active',
  inactive: 'portal.account.status.inactive',
  declined: 'portal.account.status.declined',
  unknown: 'portal.account.status.unknown',
};

const actionKeys: Readonly<Record<UserAdminAction, PortalMessageKey>> = {
  'add-application': 'portal.account.action.addApplication',
  'grant-access': 'portal.account.action.grantAccess',
  'accept-request': 'portal.account.action.acceptRequest',
  edit: 'portal.account.action.edit',
  'resend-invite': 'portal.account.action.resendInvite',
  'send-new-invite': 'portal.account.action.sendNewInvite',
  deny: 'portal.account.action.deny',
  withdraw: 'portal.account.action.withdraw',
  'remove-organization': 'portal.account.action.removeOrganization',
  'delete-user': 'portal.account.action.deleteUser',
};

const failureKeys: Readonly<Record<TitledUserAdminAction, PortalMessageKey>> = {
  'add-application': 'portal.account.failure.addApplication',
  'grant-access': 'portal.account.failure.grantAccess',
  'accept-request': 'portal.account.failure.acceptRequest',
  edit: 'portal.account.failure.edit',
  'resend-invite': 'portal.account.failure.resendInvite',
  'send-new-invite': 'portal.account.failure.sendNewInvite',
  deny: 'portal.account.failure.deny',
  withdraw: 'portal.account.failure.withdraw',
  'remove-organization': 'portal.account.failure.removeOrganization',
};

/** Spec portal 3: the label of an access status, as its chip shows it. */
export function accessStatusText(messages: PortalMessages, status: AccessStatus): string {
  return messages[statusKeys[status]];
}

/** Spec portal 4: an action's label, as its button shows it. */
export function userAdminActionText(messages: PortalMessages, action: UserAdminAction): string {
  return messages[actionKeys[action]];
}

/** Spec portal 8: the title of an action's failure, one of its own for each action. */
export function userAdminFailureTitle(
  messages: PortalMessages,
  action: TitledUserAdminAction,
): string {
  return messages[failureKeys[action]];
}
