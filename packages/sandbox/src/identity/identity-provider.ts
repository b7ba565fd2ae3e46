import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
// oidc-provider 9: it shares jose 6 with the portal's client, it is the maintained line, and it
// runs on Node 20.19 (it prints a notice that it prefers Node 22; nothing else changes).
import Provider, { type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { IdmCaller } from '../idm/idm-caller';
import type { AccountDirectory } from './AccountDirectory';
import { demoUserDirectory } from './demo-user-directory';
import { demoUsers } from './demo-users';
import { identityConfiguration, issuerPathOf } from './identity-configuration';
import { generateCookieKeys, generateSigningKey } from './identity-keys';
import { errorPage, logoutForm, logoutPage } from './identity-pages';
import { defaultPortalClientId, identityPagePaths } from './identity-routes';
import { identityStylesheet } from './identity-stylesheet';
import { interactionPages } from './interaction-pages';
import { logoutLanguageOf, rememberLogoutLanguage } from './logout-language';
import type { LoginAttemptGate } from './login-attempts';
import { sendHtml } from './request-form';

export interface IdentityProviderOptions {
  /** The full issuer URL, e.g. `http://127.0.0.1:3000/am/oauth2/realms/root/realms/alpha`. */
  readonly issuer: string;
  /** The portal's client id; `kmx-portal` by default. */
  readonly clientId?: string;
  /** Where the portal may receive authorization codes (its `/{locale}/callback`, `/blank-callback`). */
  readonly redirectUris: readonly string[];
  /** Where the portal may be sent back after signing out. */
  readonly postLogoutRedirectUris: readonly string[];
  /** Private JWKs that sign ID tokens; a fresh RS256 key is made at start when not given. */
  readonly signingKeys?: readonly JWK[];
  /** Keys that sign the provider's cookies; fresh random ones are made at start when not given. */
  readonly cookieKeys?: readonly string[];
  /** Lifetime of access tokens in seconds, 300 by default: short, so renewal can be seen. */
  readonly accessTokenTtlSeconds?: number;
  /** Counts wrong passwords and codes per account and visitor address; no limit when left out. */
  readonly loginAttempts?: LoginAttemptGate;
  /** Where accounts, passwords and devices are looked up; the demo users when left out. */
  readonly directory?: AccountDirectory;
}

export interface IdentityProvider {
  /** The issuer as ID tokens and the discovery document name it. */
  readonly issuer: string;
  readonly clientId: string;
  /** `{issuer}/.well-known/openid-configuration` */
  readonly discoveryUrl: string;
  /**
   * Answers the requests below the issuer's path, given with their full path (mount it on the
   * product's origin as it is); anything else is answered 404.
   */
  readonly handler: RequestListener;
  /**
   * Who an access token of this provider speaks for, checked in-process (no HTTP round trip):
   * undefined unless the token is known, unexpired, carries the `fr:idm:*` scope and its account
   * is still in the directory. The roles are the directory's of the moment.
   */
  accessTokenCaller(token: string): Promise<IdmCaller | undefined>;
}

const defaultAccessTokenTtlSeconds = 300;
const interactionRoute = /^\/interaction\/([\w-]+)(?:\/(login|code))?$/;
const idmScope = 'fr:idm:*';

/**
 * The sandbox identity provider: a real OpenID provider (`oidc-provider`) with the accounts of a
 * directory (the demo users by default), its own sign-in pages (password, then a code for an
 * account with an authenticator device), and endpoints at the vendor's paths below the issuer.
 */
export async function createIdentityProvider(
  options: IdentityProviderOptions,
): Promise<IdentityProvider> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const issuerUrl = new URL(issuer);
  const issuerPath = issuerPathOf(issuerUrl);
  const clientId = options.clientId ?? defaultPortalClientId;
  const directory = options.directory ?? demoUserDirectory(demoUsers);
  const stylesheetHref = `${issuerPath}${identityPagePaths.stylesheet}`;
  const provider = new Provider(
    issuer,
    identityConfiguration({
      issuer: issuerUrl,
      clientId,
      redirectUris: options.redirectUris,
      postLogoutRedirectUris: options.postLogoutRedirectUris,
      signingKeys: options.signingKeys ?? [await generateSigningKey()],
      cookieKeys: options.cookieKeys ?? generateCookieKeys(),
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? defaultAccessTokenTtlSeconds,
      directory,
    }),
  );
  // The forwarded headers the handler sets make every URL the provider writes the issuer's.
  provider.proxy = true;
  provider.use(async (ctx, next) => {
    await next();
    rememberLogoutLanguage(ctx as KoaContextWithOIDC, issuerPath === '' ? '/' : issuerPath);
    replaceScriptedLogoutForm(ctx as KoaContextWithOIDC, stylesheetHref);
  });
  const callback = provider.callback();
  const pages = interactionPages({
    provider,
    directory,
    stylesheetHref,
    basePath: `${issuerPath}${identityPagePaths.interaction}`,
    ...(options.loginAttempts !== undefined && { loginAttempts: options.loginAttempts }),
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fullUrl = originalUrlOf(req);
    const { pathname, search } = new URL(fullUrl, issuerUrl.origin);
    const path = pathBelow(pathname, issuerPath);
    if (path === null) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not Found');
      return;
    }
    if (path === identityPagePaths.stylesheet && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(req.method === 'HEAD' ? undefined : identityStylesheet);
      return;
    }
    await asIssuer(req, fullUrl, `${path}${search}`, () => dispatch(req, res, path));
  }

  async function dispatch(req: IncomingMessage, res: ServerResponse, path: string) {
    const interaction = interactionRoute.exec(path);
    if (interaction === null) return callback(req, res);
    const [, uid = '', step] = interaction;
    if (step === undefined && req.method === 'GET') return pages.show(req, res, uid);
    if (step === 'login' && req.method === 'POST') return pages.submitLogin(req, res, uid);
    if (step === 'code' && req.method === 'POST') return pages.submitCode(req, res, uid);
    res.setHeader('Allow', step === undefined ? 'GET' : 'POST');
    sendHtml(res, 405, errorPage({ stylesheetHref, details: { error: 'invalid_request' } }));
  }

  /**
   * Hands the request to the provider as if it were mounted at the issuer's path behind a proxy
   * that names the issuer's origin; restores the request afterwards.
   */
  async function asIssuer(
    req: IncomingMessage & { originalUrl?: string },
    fullUrl: string,
    innerUrl: string,
    run: () => Promise<void>,
  ): Promise<void> {
    const saved = {
      url: req.url,
      originalUrl: req.originalUrl,
      host: req.headers['x-forwarded-host'],
      proto: req.headers['x-forwarded-proto'],
    };
    req.url = innerUrl;
    req.originalUrl = fullUrl;
    req.headers['x-forwarded-host'] = issuerUrl.host;
    req.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
    try {
      await run();
    } finally {
      req.url = saved.url;
      restore(req, 'originalUrl', saved.originalUrl);
      restore(req.headers, 'x-forwarded-host', saved.host);
      restore(req.headers, 'x-forwarded-proto', saved.proto);
    }
  }

  const handler: RequestListener = (req, res) => {
    route(req, res).catch(() => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendHtml(res, 500, errorPage({ stylesheetHref, details: { error: 'server_error' } }));
    });
  };

  async function accessTokenCaller(token: string): Promise<IdmCaller | undefined> {
    const accessToken = await provider.AccessToken.find(token);
    if (accessToken === undefined || accessToken.isExpired) return undefined;
    if (!accessToken.scopes.has(idmScope) || accessToken.accountId === undefined) return undefined;
    // As userinfo does: a token whose grant is gone (signed out, revoked) speaks for no one.
    const grant = await provider.Grant.find(accessToken.grantId);
    if (grant === undefined || grant.isExpired) return undefined;
    const account = await directory.account(accessToken.accountId);
    return account === undefined ? undefined : { id: account.subject, roles: [...account.roles] };
  }

  return {
    issuer,
    clientId,
    discoveryUrl: `${issuer}${identityPagePaths.discovery}`,
    handler,
    accessTokenCaller,
  };
}

/**
 * Without a signed-in account, `oidc-provider` answers the end-session request with a form that
 * submits itself by an inline script, which the product's Content Security Policy blocks. The
 * same confirmation page as with an account replaces it, with a visible button.
 */
function replaceScriptedLogoutForm(ctx: KoaContextWithOIDC, stylesheetHref: string): void {
  const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
  if (oidc?.route !== 'end_session' || ctx.status !== 200 || oidc.session?.accountId) return;
  const xsrf = oidc.session?.state?.['secret'];
  if (typeof xsrf !== 'string') return;
  const form = logoutForm(oidc.urlFor('end_session_confirm'), xsrf);
  ctx.type = 'html';
  ctx.body = logoutPage({ stylesheetHref, form, language: logoutLanguageOf(ctx) });
}

/** The request's full path: frameworks that strip a mount path keep the original here. */
function originalUrlOf(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? '/';
}

/** The path below the issuer's, or `null` when the request is for another path. */
function pathBelow(pathname: string, issuerPath: string): string | null {
  if (pathname === issuerPath) return '/';
  return pathname.startsWith(`${issuerPath}/`) ? pathname.slice(issuerPath.length) : null;
}

function restore<T extends object>(target: T, key: keyof T & string, value: unknown): void {
  if (value === undefined) Reflect.deleteProperty(target, key);
  else Reflect.set(target, key, value);
}
