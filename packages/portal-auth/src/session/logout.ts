import type { AuthError, LogoutAction, LogoutEffect, Tokens } from '@kmx/domain/auth';
import type { Logger } from '@kmx/domain/ports';
import { initialLogout, isAuthError, logoutDestinations, logoutReducer } from '@kmx/domain/auth';
import type { OidcClient } from '../client/OidcClient';
import type { AuthEnvironment } from '../environment/AuthEnvironment';
import { endSessionInBackground, endSessionUrl } from './end-session';
import { revokeToken } from './revoke-token';

export const endSessionModes = {
  /** The browser goes to the provider's end-session page, which sends it home afterwards. */
  redirect: 'redirect',
  /** The end-session request is made in the background, then the browser goes home. */
  fetch: 'fetch',
} as const;

export type EndSessionMode = (typeof endSessionModes)[keyof typeof endSessionModes];

export interface LogoutOptions {
  /** Default `redirect`: a provider that asks the visitor to confirm can only do so on its page. */
  readonly endSession?: EndSessionMode;
  /**
   * `signIn` after a user-info failure (spec portal 4 step 8): a new sign-in follows instead of
   * going home; the session then ends in the background.
   */
  readonly then?: 'home' | 'signIn';
}

export interface LogoutParts {
  readonly client: OidcClient;
  readonly environment: AuthEnvironment;
  readonly logger: Logger;
  readonly readTokens: () => Tokens | undefined;
  readonly clearLocalData: () => void;
  readonly startSignIn: () => Promise<void>;
}

/** Runs one step; failures that are not the provider's answer are logged and count as done. */
async function step(
  parts: LogoutParts,
  what: string,
  run: () => Promise<AuthError | null>,
): Promise<AuthError | null> {
  try {
    return await run();
  } catch (error) {
    if (isAuthError(error)) return error;
    parts.logger.warn(`Logout could not ${what}`, { error });
    return null;
  }
}

/** RFC 7009 2.1: the refresh token first (it may take its access tokens along), then the access token. */
async function revokeAll(
  parts: LogoutParts,
  tokens: Tokens | undefined,
): Promise<AuthError | null> {
  const revocable = [tokens?.refreshToken, tokens?.accessToken].filter(
    (token) => token !== undefined,
  );
  let firstFailure: AuthError | null = null;
  for (const token of revocable) {
    const failure = await step(parts, 'revoke a token', () => revokeToken(parts.client, token));
    firstFailure ??= failure;
  }
  return firstFailure;
}

/**
 * Spec portal 4, in its order, by the domain's logout reducer: revoke the tokens (a failure only
 * warns), end the session at the provider (ID token as hint, post-logout redirect), clear local
 * data, go home (or sign in again).
 */
export async function logout(parts: LogoutParts, options: LogoutOptions = {}): Promise<void> {
  const { environment, logger, client } = parts;
  const tokens = parts.readTokens();
  const destination = options.then ?? logoutDestinations.home;
  const mode =
    destination === logoutDestinations.signIn
      ? endSessionModes.fetch
      : (options.endSession ?? endSessionModes.redirect);
  let leaveThrough: string | undefined;

  const run = async (effect: LogoutEffect): Promise<LogoutAction | undefined> => {
    switch (effect.type) {
      case 'revokeToken':
        return { type: 'revokeFinished', error: await revokeAll(parts, tokens) };
      case 'endSession': {
        const error = await step(parts, 'end the session', async () => {
          const url = await endSessionUrl(client, tokens?.idToken);
          if (mode === endSessionModes.redirect) {
            leaveThrough = url;
            return null;
          }
          return endSessionInBackground(client, url);
        });
        return { type: 'endSessionFinished', error };
      }
      case 'warn':
        logger.warn(effect.error.message, { error: effect.error });
        return undefined;
      case 'clearLocalData':
        parts.clearLocalData();
        return undefined;
      case 'goHome':
        environment.location.assign(leaveThrough ?? client.config.postLogoutRedirectUri);
        return undefined;
      case 'startSignIn':
        await parts.startSignIn();
        return undefined;
      default:
        effect satisfies never;
        return undefined;
    }
  };

  let state = logoutReducer(initialLogout, {
    type: 'logoutRequested',
    hasAccessToken: tokens !== undefined,
    destination,
  });
  let effects = state.effects;
  while (effects.length > 0) {
    const next: LogoutEffect[] = [];
    for (const effect of effects) {
      const action = await run(effect);
      if (action !== undefined) {
        state = logoutReducer(state, action);
        next.push(...state.effects);
      }
    }
    effects = next;
  }
}
