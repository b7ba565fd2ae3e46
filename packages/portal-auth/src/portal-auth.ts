import type { Tokens } from '@kmx/domain/auth';
import type { PortalUser } from '@kmx/domain/portal';
import { base64UrlEncode } from '@kmx/domain/auth';
import { completeRedirectSignIn } from './authorize/redirect-sign-in';
import { RedirectGuard } from './authorize/redirect-guard';
import type { SignInContext } from './authorize/SignInContext';
import { storedAuthorizationKey } from './authorize/stored-authorization';
import { OidcClient } from './client/OidcClient';
import type { PortalAuthConfig } from './config/auth-config';
import { resolveAuthConfig } from './config/auth-config';
import { WebCryptoRandomSource } from './crypto/WebCryptoRandomSource';
import { WebCryptoSha256 } from './crypto/WebCryptoSha256';
import type { AuthEnvironment } from './environment/AuthEnvironment';
import { browserEnvironment } from './environment/browser-environment';
import { createAuthLogger } from './logging/auth-logger';
import type { LogoutOptions } from './session/logout';
import { logout } from './session/logout';
import { fetchUserInfo } from './session/user-info';
import type { RenewalLock } from './tokens/renewal-lock';
import { StorageRenewalLock, WebLocksRenewalLock } from './tokens/renewal-lock';
import type { GetTokensOptions } from './tokens/token-manager';
import { TokenManager } from './tokens/token-manager';
import { TokenStore, tokenStorageKey } from './tokens/token-store';

/** The sign-in client of the portal. */
export interface PortalAuth {
  readonly tokens: {
    /**
     * Valid tokens: the stored ones, or renewed ones. With `login: 'redirect'`, a silent failure
     * that needs the visitor sends the browser to sign in, and the promise never settles.
     */
    getTokens(options?: GetTokensOptions): Promise<Tokens>;
    /**
     * On the `{locale}/callback` page: checks the answer, exchanges the code, stores the tokens
     * and answers the path to return to (a path on this origin). `url` defaults to the page's.
     */
    handleCallback(url?: string): Promise<string>;
    /** Removes the tokens and any pending sign-in from browser storage. */
    clear(): void;
  };
  readonly user: {
    /** The signed-in user from the provider's user info, with valid tokens (`getTokens` options). */
    info(options?: GetTokensOptions): Promise<PortalUser>;
  };
  /** Revoke, end the session, clear local data, go home (spec portal 4). */
  logout(options?: LogoutOptions): Promise<void>;
}

/** How the storage lease of the fallback renewal lock is timed, from the request timeout. */
function storageLockTiming(timeout: number) {
  // A renewal makes at most five requests (refresh, discovery, frame, exchange, signing keys).
  return { leaseMs: 5 * timeout, pollMs: 100, settleMs: 50 };
}

/**
 * The portal's OpenID Connect client: authorization code flow with PKCE, silent renewal in a hidden
 * frame, the token store, user info, revocation and end session. Throws for an invalid
 * configuration. The environment defaults to the page's globals, read when this is called.
 */
export function createPortalAuth(
  configuration: PortalAuthConfig,
  environment: AuthEnvironment = browserEnvironment(),
): PortalAuth {
  const config = resolveAuthConfig(configuration);
  const logger = createAuthLogger(config.logLevel, environment.console);
  const random = new WebCryptoRandomSource(environment.crypto);
  const context: SignInContext = {
    client: new OidcClient(config, environment),
    environment,
    random,
    sha256: new WebCryptoSha256(environment.crypto),
  };
  const storage =
    config.tokenStore === 'sessionStorage' ? environment.sessionStorage : environment.localStorage;
  const store = new TokenStore(storage, tokenStorageKey(config.prefix, config.clientId), logger);
  const lockName = `${config.prefix}-renewal-${config.clientId}`;
  const lock: RenewalLock =
    environment.locks === undefined
      ? new StorageRenewalLock(
          environment.localStorage,
          lockName,
          base64UrlEncode(random.bytes(16)),
          environment.clock,
          environment.timers,
          storageLockTiming(config.timeout),
        )
      : new WebLocksRenewalLock(environment.locks, lockName);
  const guard = new RedirectGuard(
    environment.sessionStorage,
    `${config.prefix}-redirects-${config.clientId}`,
    environment.clock,
  );
  const manager = new TokenManager({ context, store, lock, guard, logger });

  const clearLocalData = (): void => {
    store.remove();
    environment.sessionStorage.removeItem(storedAuthorizationKey(config.prefix, config.clientId));
    guard.clear();
  };

  return {
    tokens: {
      getTokens: (options) => manager.getTokens(options),
      handleCallback: async (url = environment.location.href) => {
        const { tokens, returnPath } = await completeRedirectSignIn(context, new URL(url));
        store.write(tokens);
        logger.info('Signed in after the redirect');
        return returnPath;
      },
      clear: clearLocalData,
    },
    user: {
      info: async (options) => fetchUserInfo(context.client, await manager.getTokens(options)),
    },
    logout: (options) =>
      logout(
        {
          client: context.client,
          environment,
          logger,
          readTokens: () => store.read(),
          clearLocalData,
          startSignIn: async () => {
            await manager.getTokens({ login: 'redirect' });
          },
        },
        options,
      ),
  };
}
