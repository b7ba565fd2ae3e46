/** Spec portal 3: the signed-in user, as the identity provider's user info describes it. */
export interface PortalUser {
  /** The subject name (`subname`). */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly email: string;
  /** The uppercase first letters of first and last name. */
  readonly initials: string;
  /** The role texts, always a list. */
  readonly roles: readonly string[];
  /** Whether the user was filled from user info (false for the empty user before it loads). */
  readonly populated: boolean;
  readonly isDelegatedAdminInternal: boolean;
  readonly isDelegatedAdminExternal: boolean;
}
