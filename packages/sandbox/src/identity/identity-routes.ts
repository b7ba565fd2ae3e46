/**
 * Where the sandbox identity provider lives on the product's origin: the vendor's base path `/am`
 * and realm `alpha` (spec section 7), so the issuer reads like the real one,
 * `{origin}/am/oauth2/realms/root/realms/alpha`.
 */
export const sandboxIdentityIssuerPath = '/am/oauth2/realms/root/realms/alpha';

/** The portal's client id when none is configured. */
export const defaultPortalClientId = 'kmx-portal';

/** The scopes the portal asks for: OpenID Connect's three and the identity-management scope. */
export const portalScopes = ['openid', 'profile', 'email', 'fr:idm:*'] as const;

/**
 * The endpoint paths below the issuer, spelt like the vendor's so a client configured for the real
 * identity provider only needs another origin. Keys are `oidc-provider` route names.
 */
export const identityRoutes = {
  authorization: '/authorize',
  token: '/access_token',
  userinfo: '/userinfo',
  revocation: '/token/revoke',
  end_session: '/connect/endSession',
  jwks: '/jwks',
} as const;

/** Paths below the issuer that this package serves itself, next to the provider's endpoints. */
export const identityPagePaths = {
  discovery: '/.well-known/openid-configuration',
  interaction: '/interaction',
  stylesheet: '/assets/login.css',
} as const;

/** Cookie names on the product's origin, prefixed so they cannot clash with the product's own. */
export const identityCookieNames = {
  session: 'kmx_idp_session',
  interaction: 'kmx_idp_interaction',
  resume: 'kmx_idp_resume',
} as const;
