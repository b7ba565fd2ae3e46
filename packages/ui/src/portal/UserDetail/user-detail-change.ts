import type { AccessAction, ApplicationRole, PortalApplication } from '@kmx/domain/portal';

/** A change of one access the administrator asks for: the call of the access matrix. */
export interface AccessChange {
  readonly organizationId: string;
  readonly application: string;
  readonly action: AccessAction;
  /** For `edit` and `add-application`. */
  readonly role?: ApplicationRole;
}

/** What a dialog of the detail asks before anything is sent. */
export type PendingChange =
  | { readonly kind: 'access'; readonly change: AccessChange }
  | {
      readonly kind: 'role';
      readonly change: AccessChange;
      /** `add-application`: the applications still free at the organisation. */
      readonly applications: readonly PortalApplication[];
    }
  | {
      readonly kind: 'removeOrganization';
      readonly organizationId: string;
      readonly ownRights: boolean;
    }
  | { readonly kind: 'delete' };

/** The actions that take something away: they confirm first (issue 17). */
export const destructiveAccessActions: readonly AccessAction[] = ['deny', 'withdraw'];

/** The actions that raise a role: nobody offers them on their own accesses (the server refuses). */
export const raisingAccessActions: readonly AccessAction[] = [
  'add-application',
  'grant-access',
  'accept-request',
  'edit',
];
