import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import type { AccountDirectory } from './AccountDirectory';
import { accountClaims, claimsByScope } from './account-claims';
import { errorPage, logoutPage, signedOutPage } from './identity-pages';
import {
  identityCookieNames,
  identityPagePaths,
  identityRoutes,
  portalScopes,
} from './identity-routes';
import { logoutLanguageOf } from './logout-language';

export interface IdentityConfigurationSettings {
  readonly issuer: URL;
  readonly clientId: string;
  readonly redirectUris: readonly string[];
  readonly postLogoutRedirectUris: readonly string[];
  readonly signingKeys: readonly JWK[];
  readonly cookieKeys: readonly string[];
  readonly accessTokenTtlSeconds: number;
  readonly directory: AccountDirectory;
}

const minute = 60;
const hour = 60 * minute;
/** How long a sign-in lasts at the provider; refresh tokens and grants end with it. */
const sessionLifetime = 8 * hour;

/**
 * The `oidc-provider` configuration of the sandbox identity provider: one public client (the
 * portal) using the authorization code flow with PKCE (S256 only), refresh tokens, revocation and
 * RP-initiated logout, with the directory's accounts.
 */
export function identityConfiguration(settings: IdentityConfigurationSettings): Configuration {
  const issuerPath = issuerPathOf(settings.issuer);
  const stylesheetHref = `${issuerPath}${identityPagePaths.stylesheet}`;
  const allowedOrigins = new Set(
    [settings.issuer.href, ...settings.redirectUris, ...settings.postLogoutRedirectUris].map(
      (uri) => new URL(uri).origin,
    ),
  );

  return {
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Customer portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: [...settings.redirectUris],
        post_logout_redirect_uris: [...settings.postLogoutRedirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        scope: portalScopes.join(' '),
      },
    ],
    responseTypes: ['code'],
    /** RFC 7636 section 4.3: every authorization request carries a challenge (S256 only). */
    pkce: { required: () => true },
    scopes: [...portalScopes],
    claims: {
      // The ID token also says how the person signed in: `pwd`, and `otp` after the code step.
      openid: [...claimsByScope.openid, 'amr'],
      profile: [...claimsByScope.profile],
      email: [...claimsByScope.email],
      'fr:idm:*': [...claimsByScope['fr:idm:*']],
    },
    // The ticketing service reads `org`, `name` and `email` from the ID token the portal sends it,
    // so the ID token carries the granted scopes' claims too, not only the userinfo answer.
    conformIdTokenClaims: false,
    // Asked afresh for every userinfo answer, token refresh and authorization, so the claims are
    // the directory's of the moment (a role granted in the IDM shows without signing in again),
    // and an account that is gone ends there: `oidc-provider` then answers userinfo 401
    // `invalid_token` and a refresh `invalid_grant`.
    findAccount: async (_ctx, sub) => {
      const account = await settings.directory.account(sub);
      if (account === undefined) return undefined;
      return { accountId: account.subject, claims: () => ({ ...accountClaims(account) }) };
    },
    /** A public client gets refresh tokens without `offline_access`, as the vendor issues them. */
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    routes: { ...identityRoutes },
    interactions: {
      url: (_ctx, interaction) =>
        `${issuerPath}${identityPagePaths.interaction}/${interaction.uid}`,
    },
    cookies: {
      keys: [...settings.cookieKeys],
      names: { ...identityCookieNames },
      // The session cookie goes only to the provider's own paths on the shared origin.
      long: { httpOnly: true, sameSite: 'lax', path: issuerPath === '' ? '/' : issuerPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: [...settings.signingKeys] },
    ttl: {
      AccessToken: settings.accessTokenTtlSeconds,
      AuthorizationCode: minute,
      IdToken: hour,
      Interaction: 10 * minute,
      RefreshToken: sessionLifetime,
      Session: sessionLifetime,
      Grant: sessionLifetime,
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      /** RFC 7009 section 2.1: a client may revoke only the tokens issued to it. */
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        // RP-Initiated Logout 1.0 section 2: the pages speak the `ui_locales` the portal sends;
        // the signed-out page, after the confirm step, the one its start remembered.
        logoutSource: (ctx, form) => {
          html(ctx, logoutPage({ stylesheetHref, form, language: logoutLanguageOf(ctx) }));
        },
        postLogoutSuccessSource: (ctx) => {
          html(ctx, signedOutPage({ stylesheetHref, language: logoutLanguageOf(ctx) }));
        },
      },
    },
    renderError: (ctx, out) => {
      html(ctx, errorPage({ stylesheetHref, details: { ...out } }));
    },
  };
}

/** The issuer's path without a trailing slash: `''` for an issuer at the origin's root. */
export function issuerPathOf(issuer: URL): string {
  return issuer.pathname.replace(/\/+$/, '');
}

function html(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = 'html';
  ctx.body = body;
}
