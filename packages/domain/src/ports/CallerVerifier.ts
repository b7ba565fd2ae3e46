/**
 * The signed-in user behind a request, as the identity provider's signed ID token says, never as
 * the browser claims (spec portal 7: the proxy forwards the verified identity).
 */
export interface VerifiedCaller {
  /** The token's `sub`. */
  readonly subject: string;
  /** The token's `org` claim: the organisation the user acts for, `null` when it has none. */
  readonly organisationId: string | null;
  readonly name: string;
  readonly email: string | null;
  /** Spec portal 6: the role texts of the token's `roles` claim. */
  readonly roles: readonly string[];
  /** The verified token itself, to act for the user towards the services behind the portal. */
  readonly idToken: string;
}

/** Checks an ID token's signature, issuer, audience and expiry (RFC 7519 section 7.2). */
export interface CallerVerifier {
  /** `null` when the token is not valid for this product: forged, expired, or for someone else. */
  verify(idToken: string): Promise<VerifiedCaller | null>;
}
