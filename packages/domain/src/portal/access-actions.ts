/**
 * Spec portal 3: a user's access to an application, as the user administration shows it. `unknown`
 * is what an answer the portal cannot read becomes: it allows nothing.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export const accessStatuses = [
  'invited',
  'invite-expired',
  'pending',
  'active',
  'inactive',
  'declined',
  'unknown',
] as const;

export type AccessStatus = (typeof accessStatuses)[number];

/**
 * Spec portal 4: the actions of the user administration, by label.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export const accessActionNames = [
  'add-application',
  'grant-access',
  'accept-request',
  'edit',
  'resend-invite',
  'send-new-invite',
  'deny',
  'withdraw',
] as const;

export type AccessAction = (typeof accessActionNames)[number];

/**
 * Spec portal 4, the design note's one explicit action matrix: invited → resend, withdraw; invite expired → send
 * a new invite; pending → accept, deny; active → add application, edit, withdraw (remove);
 * inactive and declined → grant access; unknown → none. Listed in the order the page shows them.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export const accessActionMatrix: Readonly<Record<AccessStatus, readonly AccessAction[]>> = {
  invited: ['resend-invite', 'withdraw'],
  'invite-expired': ['send-new-invite'],
  pending: ['accept-request', 'deny'],
  active: ['add-application', 'edit', 'withdraw'],
  inactive: ['grant-access'],
  declined: ['grant-access'],
  unknown: [],
};

/**
 * What each action leads to. The spec leaves it open ("not shown"); these follow the labels:
 * accepting or granting activates, denying declines, withdrawing makes the access inactive (it can
 * be granted again), a resent or new invite is a fresh invite (with a new expiry and a new link),
 * and editing or adding an application keeps the access active.
 */
const statusAfter: Readonly<Record<AccessAction, AccessStatus>> = {
  'add-application': 'active',
  'grant-access': 'active',
  'accept-request': 'active',
  edit: 'active',
  'resend-invite': 'invited',
  'send-new-invite': 'invited',
  deny: 'declined',
  withdraw: 'inactive',
};

/**
 * The actions a user with this access status offers, in the page's order.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function accessActions(status: AccessStatus): readonly AccessAction[] {
  return accessActionMatrix[status];
}

/**
 * The access status after `action`, or `null` when the matrix does not allow it for `status`
 * (the server refuses such a call; the page never offers it).
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function accessAfter(status: AccessStatus, action: AccessAction): AccessStatus | null {
  return accessActionMatrix[status].includes(action) ? statusAfter[action] : null;
}
