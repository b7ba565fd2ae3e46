import type { Tokens } from '@kmx/domain/auth';
import type { Logger } from '@kmx/domain/ports';
import {
  authErrorOutcome,
  authErrorOutcomes,
  isAuthError,
  tokenRenewal,
  tokenRenewals,
} from '@kmx/domain/auth';
import { prepareRedirectSignIn } from '../authorize/redirect-sign-in';
import type { RedirectGuard } from '../authorize/redirect-guard';
import type { SignInContext } from '../authorize/SignInContext';
import { silentSignIn } from '../authorize/silent-sign-in';
import { returnPathOf } from '../authorize/stored-authorization';
import type { RenewalLock } from './renewal-lock';
import type { TokenStore } from './token-store';

export interface GetTokensOptions {
  /** Renew even when the stored tokens are still valid. */
  readonly forceRenew?: boolean;
  /** Send the browser to sign in when the silent attempt needs the visitor (spec portal 4). */
  readonly login?: 'redirect';
}

export interface TokenManagerParts {
  readonly context: SignInContext;
  readonly store: TokenStore;
  readonly lock: RenewalLock;
  readonly guard: RedirectGuard;
  readonly logger: Logger;
}

/** A promise that never settles: the page is on its way to the identity provider. */
function leavingPage(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/**
 * Spec portal 4: valid stored tokens are answered as they are; inside the renewal threshold (or
 * expired, or missing) they are renewed with the refresh token, else by a silent authorization in
 * the hidden frame; a silent failure that only the visitor can mend sends the browser to sign in
 * when `login: 'redirect'` is asked for. One renewal runs at a time in the tab (callers share it)
 * and across tabs (the renewal lock), and a tab that waited for the lock takes what another tab
 * renewed meanwhile.
 */
export class TokenManager {
  private renewal: Promise<Tokens> | undefined;
  private redirect: Promise<never> | undefined;

  constructor(private readonly parts: TokenManagerParts) {}

  async getTokens(options: GetTokensOptions = {}): Promise<Tokens> {
    const stored = this.parts.store.read();
    if (options.forceRenew !== true && stored !== undefined && this.isValid(stored)) return stored;
    try {
      return await this.renewOnce(stored);
    } catch (error) {
      const redirectLogin = options.login === 'redirect';
      if (
        !isAuthError(error) ||
        authErrorOutcome(error, redirectLogin) === authErrorOutcomes.throw
      ) {
        throw error;
      }
      this.parts.logger.info('Silent sign-in needs the visitor; redirecting to sign in', { error });
      this.redirect ??= this.redirectToSignIn();
      return this.redirect;
    }
  }

  /**
   * Spec portal 4 step 6 with the SDK's `oauthThreshold`: the domain's 180-second threshold, or
   * the configured one when that is longer.
   */
  private isValid(tokens: Tokens): boolean {
    const now = this.parts.context.environment.clock.now();
    if (tokenRenewal(tokens.tokenExpiry, now) !== tokenRenewals.valid) return false;
    const { oauthThreshold } = this.parts.context.client.config;
    return tokens.tokenExpiry === undefined || now < tokens.tokenExpiry - oauthThreshold;
  }

  private renewOnce(seen: Tokens | undefined): Promise<Tokens> {
    this.renewal ??= this.parts.lock
      .run(() => this.renew(seen))
      .finally(() => {
        this.renewal = undefined;
      });
    return this.renewal;
  }

  private async renew(seen: Tokens | undefined): Promise<Tokens> {
    const { store, context, logger } = this.parts;
    const current = store.read();
    if (
      current !== undefined &&
      current.accessToken !== seen?.accessToken &&
      this.isValid(current)
    ) {
      logger.debug('Tokens were renewed in another tab');
      return current;
    }
    if (current?.refreshToken !== undefined) {
      try {
        const renewed = await context.client.refresh(current.refreshToken, current);
        store.write(renewed);
        logger.debug('Tokens renewed with the refresh token');
        return renewed;
      } catch (error) {
        logger.warn('Renewal with the refresh token failed; trying silent sign-in', { error });
        // The provider refused the refresh token: it will not get better by keeping it.
        if (isAuthError(error, 'TOKEN_ENDPOINT_ERROR')) store.remove();
      }
    }
    const tokens = await silentSignIn(context);
    store.write(tokens);
    logger.debug('Tokens renewed by silent sign-in');
    return tokens;
  }

  private async redirectToSignIn(): Promise<never> {
    try {
      this.parts.guard.admit();
      const { environment } = this.parts.context;
      const url = await prepareRedirectSignIn(
        this.parts.context,
        returnPathOf(environment.location.href),
      );
      environment.location.assign(url);
    } catch (error) {
      this.redirect = undefined;
      throw error;
    }
    return leavingPage();
  }
}
