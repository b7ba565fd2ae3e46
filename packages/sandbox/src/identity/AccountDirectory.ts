/** What the identity provider needs to know of an account to issue its claims. */
export interface DirectoryAccount {
  readonly subject: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  /** Role texts as the identity provider reports them (spec section 6). */
  readonly roles: readonly string[];
  /** The `org` claim; `null` for people outside a customer organisation. */
  readonly organisationId: string | null;
}

/**
 * Where the identity provider looks accounts up: the demo users on their own, or the
 * identity-management stand-in's store, so that what an administrator changes there is what the
 * provider says at its next answer.
 */
export interface AccountDirectory {
  /**
   * The account for this e-mail and password (compared in constant time), and whether it has a
   * confirmed device so sign-in must ask for a code; null when wrong.
   */
  checkPassword(
    email: string,
    password: string,
  ): Promise<{ readonly subject: string; readonly needsCode: boolean } | null>;
  /** Whether `code` is the current code of the account's confirmed device; false without one. */
  checkCode(subject: string, code: string): Promise<boolean>;
  /** The account as it is now; undefined once it is gone or may no longer sign in. */
  account(subject: string): Promise<DirectoryAccount | undefined>;
}
