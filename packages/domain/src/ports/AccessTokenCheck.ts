/** The user an access token was issued to, as the identity provider says now. */
export interface AccessTokenHolder {
  /** The user's id (the token's `sub`, the managed user's `_id`). */
  readonly id: string;
  /** The user's role texts (`roles` claim). */
  readonly roles: readonly string[];
}

/**
 * Checks an access token (opaque to the product) with the provider that issued it: the
 * same-origin identity-management proxy decides by it who calls before anything is forwarded.
 */
export interface AccessTokenCheck {
  /**
   * `undefined` when the token is not (or no longer) valid: unknown, expired, revoked, or its user
   * gone. A provider that cannot be asked throws (`UpstreamError`).
   */
  check(accessToken: string): Promise<AccessTokenHolder | undefined>;
}
