import type { AuthError } from './AuthError';

export const logoutStatuses = {
  idle: 'idle',
  revoking: 'revoking',
  endingSession: 'endingSession',
  done: 'done',
} as const;

export type LogoutStatus = (typeof logoutStatuses)[keyof typeof logoutStatuses];

/** Where the browser goes once local data is cleared. */
export const logoutDestinations = {
  /** A logout the user asked for. */
  home: 'home',
  /** The logout after a user-info failure (spec portal 4, step 8). */
  signIn: 'signIn',
} as const;

export type LogoutDestination = (typeof logoutDestinations)[keyof typeof logoutDestinations];

/** What a transition asks of the client, in order. No effect carries a token. */
export type LogoutEffect =
  /** RFC 7009 2.1: POST `client_id` and the access token to the revocation endpoint. */
  | { readonly type: 'revokeToken' }
  /**
   * OpenID Connect RP-Initiated Logout 1.0 section 2: GET the end-session endpoint with
   * `id_token_hint` (when an ID token is stored) and `post_logout_redirect_uri`.
   */
  | { readonly type: 'endSession' }
  /** Log a warning; the logout goes on. */
  | { readonly type: 'warn'; readonly error: AuthError }
  /** Remove the tokens, the user and the pending authorization from browser storage. */
  | { readonly type: 'clearLocalData' }
  | { readonly type: 'goHome' }
  | { readonly type: 'startSignIn' };

export interface Logout {
  readonly status: LogoutStatus;
  readonly destination: LogoutDestination;
  /** What failed on the way; none of it stops the logout. */
  readonly warnings: readonly AuthError[];
  /** The effects of the last transition. */
  readonly effects: readonly LogoutEffect[];
}

export const initialLogout: Logout = {
  status: logoutStatuses.idle,
  destination: logoutDestinations.home,
  warnings: [],
  effects: [],
};

export type LogoutAction =
  | {
      readonly type: 'logoutRequested';
      /** Whether the token store holds an access token to revoke. */
      readonly hasAccessToken: boolean;
      readonly destination: LogoutDestination;
    }
  /** The revocation call finished; `error` when it failed. */
  | { readonly type: 'revokeFinished'; readonly error: AuthError | null }
  /** The end-session call finished; `error` when it failed. */
  | { readonly type: 'endSessionFinished'; readonly error: AuthError | null };

function warned(error: AuthError | null): readonly LogoutEffect[] {
  return error === null ? [] : [{ type: 'warn', error }];
}

function withWarning(warnings: readonly AuthError[], error: AuthError | null) {
  return error === null ? warnings : [...warnings, error];
}

/**
 * Spec portal 4: logout revokes the token, ends the session at the identity provider (ID token as
 * hint, post-logout redirect), clears local data and goes home. A failed revocation gives a warning
 * only; so does a failed end session, because stopping there would leave the tokens in the
 * browser. After a user-info failure it starts a new sign-in instead of going home.
 */
export function logoutReducer(state: Logout, action: LogoutAction): Logout {
  switch (action.type) {
    case 'logoutRequested': {
      if (
        state.status === logoutStatuses.revoking ||
        state.status === logoutStatuses.endingSession
      ) {
        return { ...state, effects: [] };
      }
      const started = { destination: action.destination, warnings: [] };
      if (action.hasAccessToken) {
        return { ...started, status: logoutStatuses.revoking, effects: [{ type: 'revokeToken' }] };
      }
      return {
        ...started,
        status: logoutStatuses.endingSession,
        effects: [{ type: 'endSession' }],
      };
    }
    case 'revokeFinished':
      if (state.status !== logoutStatuses.revoking) return { ...state, effects: [] };
      return {
        ...state,
        status: logoutStatuses.endingSession,
        warnings: withWarning(state.warnings, action.error),
        effects: [...warned(action.error), { type: 'endSession' }],
      };
    case 'endSessionFinished':
      if (state.status !== logoutStatuses.endingSession) return { ...state, effects: [] };
      return {
        ...state,
        status: logoutStatuses.done,
        warnings: withWarning(state.warnings, action.error),
        effects: [
          ...warned(action.error),
          { type: 'clearLocalData' },
          state.destination === logoutDestinations.signIn
            ? { type: 'startSignIn' }
            : { type: 'goHome' },
        ],
      };
    default:
      action satisfies never;
      return state;
  }
}
