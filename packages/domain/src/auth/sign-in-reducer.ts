import type { PortalUser } from '../portal/PortalUser';
import type { AuthError, AuthResult } from './AuthError';
import { authErrorOutcome, authErrorOutcomes } from './auth-error-outcome';
import { redirectLoop } from './auth-errors';
import type { CodeExchange, PendingAuthorization, QueryParameters } from './authorization-response';
import { callbackAuthorizationCode, silentAuthorizationCode } from './authorization-response';
import { redirectGuard } from './redirect-loop-guard';
import { tokenRenewal, tokenRenewals } from './token-lifetime';

/** Spec portal 4 and 9: after a failed sign-in the product waits 30 seconds, then aborts. */
export const signInFailureWaitMs = 30_000;

export const signInStatuses = {
  signedOut: 'signedOut',
  /** A `prompt=none` authorization runs in a hidden frame. */
  authorizingSilently: 'authorizingSilently',
  /** The browser is being sent to the identity provider. */
  redirecting: 'redirecting',
  /** The authorization code is being exchanged for tokens. */
  exchanging: 'exchanging',
  loadingUser: 'loadingUser',
  signedIn: 'signedIn',
  /** Signed in; a silent authorization renews the tokens. */
  renewing: 'renewing',
  failed: 'failed',
  /** User info failed: a logout runs, then a new login. */
  loggingOut: 'loggingOut',
} as const;

export type SignInStatus = (typeof signInStatuses)[keyof typeof signInStatuses];

/**
 * What a transition asks of the client, in order. No effect carries a token: the client's token
 * store holds them.
 */
export type SignInEffect =
  /** Authorize with `prompt=none` in a hidden frame, with a fresh state and code verifier. */
  | { readonly type: 'authorizeSilently' }
  /** Keep these redirect times in session storage for the redirect-loop guard. */
  | { readonly type: 'rememberRedirects'; readonly redirectTimes: readonly number[] }
  /** Store a fresh state and code verifier in session storage, then redirect to the identity provider. */
  | { readonly type: 'redirectToSignIn' }
  /** Remove the stored attempt: a state is used once (RFC 6749 10.12). */
  | { readonly type: 'clearPendingAuthorization' }
  /** Exchange the code for tokens (RFC 6749 4.1.3, RFC 7636 4.5), then store them. */
  | { readonly type: 'exchangeCode'; readonly exchange: CodeExchange }
  | { readonly type: 'loadUserInfo' }
  /** Wait, then abort the navigation to the protected page. */
  | { readonly type: 'abortNavigationAfter'; readonly delayMs: number }
  /** Log out (see `logoutReducer`), then sign in again. */
  | { readonly type: 'logoutThenSignIn' };

export interface SignIn {
  readonly status: SignInStatus;
  /** Whether a failed silent authorization may redirect to the identity provider. */
  readonly redirectLogin: boolean;
  /** The stored tokens' expiry (milliseconds since the epoch); `null` when unknown. */
  readonly tokenExpiry: number | null;
  readonly user: PortalUser | null;
  readonly error: AuthError | null;
  /** Earlier redirects to sign-in, as read from session storage. */
  readonly redirectTimes: readonly number[];
  /** A new login after a user-info failure is under way: a second failure stops. */
  readonly reloginAfterUserInfoFailure: boolean;
  /** The effects of the last transition. */
  readonly effects: readonly SignInEffect[];
}

/** The portal asks for redirect login; a client embedding its own sign-in would not. */
export function initialSignIn(redirectLogin = true): SignIn {
  return {
    status: signInStatuses.signedOut,
    redirectLogin,
    tokenExpiry: null,
    user: null,
    error: null,
    redirectTimes: [],
    reloginAfterUserInfoFailure: false,
    effects: [],
  };
}

export type SignInAction =
  /** A visitor reached a protected page; the client read the token store and session storage. */
  | {
      readonly type: 'signInRequested';
      readonly storedToken: { readonly tokenExpiry: number | null } | null;
      readonly redirectTimes: readonly number[];
      readonly now: number;
    }
  /** The hidden frame timed out, could not be read (cross-origin) or the network failed. */
  | { readonly type: 'silentAuthorizationFailed'; readonly error: AuthError; readonly now: number }
  /** The hidden frame came back with the query of its final address. */
  | {
      readonly type: 'silentAuthorizationAnswered';
      readonly query: QueryParameters;
      readonly pending: PendingAuthorization | null;
      readonly now: number;
    }
  /** The `{locale}/callback` page loaded after the identity provider's redirect. */
  | {
      readonly type: 'callbackReceived';
      readonly query: QueryParameters;
      readonly pending: PendingAuthorization | null;
    }
  /** The exchange succeeded and the tokens are stored. */
  | { readonly type: 'tokensReceived'; readonly tokenExpiry: number | null }
  | { readonly type: 'exchangeFailed'; readonly error: AuthError }
  | { readonly type: 'userInfoLoaded'; readonly user: PortalUser }
  | { readonly type: 'userInfoFailed'; readonly error: AuthError }
  /** A periodic or before-a-call check of the token lifetime. */
  | { readonly type: 'renewalDue'; readonly now: number }
  /** A logout the user asked for has finished. */
  | { readonly type: 'loggedOut' };

function unchanged(state: SignIn): SignIn {
  return { ...state, effects: [] };
}

function failed(state: SignIn, error: AuthError, effects: readonly SignInEffect[] = []): SignIn {
  return {
    ...state,
    status: signInStatuses.failed,
    error,
    effects: [...effects, { type: 'abortNavigationAfter', delayMs: signInFailureWaitMs }],
  };
}

/** Spec portal 4 (step 3): redirect for the redirecting kinds, guarded against loops; else fail. */
function silentFailure(state: SignIn, error: AuthError, now: number): SignIn {
  if (authErrorOutcome(error, state.redirectLogin) === authErrorOutcomes.throw) {
    return failed(state, error);
  }
  const guard = redirectGuard(state.redirectTimes, now);
  if (!guard.redirect)
    return failed({ ...state, redirectTimes: guard.redirectTimes }, redirectLoop());
  return {
    ...state,
    status: signInStatuses.redirecting,
    error,
    redirectTimes: guard.redirectTimes,
    effects: [
      { type: 'rememberRedirects', redirectTimes: guard.redirectTimes },
      { type: 'redirectToSignIn' },
    ],
  };
}

function exchange(
  state: SignIn,
  result: AuthResult<CodeExchange>,
  before: readonly SignInEffect[],
): SignIn {
  if (!result.ok) return failed(state, result.error, before);
  return {
    ...state,
    status: signInStatuses.exchanging,
    error: null,
    effects: [...before, { type: 'exchangeCode', exchange: result.value }],
  };
}

const silentStatuses: readonly SignInStatus[] = [
  signInStatuses.authorizingSilently,
  signInStatuses.renewing,
];

/** A sign-in may start when none is under way (or a logout before a new login has finished). */
const startStatuses: readonly SignInStatus[] = [
  signInStatuses.signedOut,
  signInStatuses.failed,
  signInStatuses.loggingOut,
];

/** A callback arrives on a fresh page, or after a failed or redirecting attempt. */
const callbackStatuses: readonly SignInStatus[] = [
  signInStatuses.signedOut,
  signInStatuses.failed,
  signInStatuses.redirecting,
];

/**
 * Spec portal 4: the sign-in flow as a pure state machine. A valid stored token signs in (user
 * info is loaded); none, an expired one or one inside the 180-second threshold starts a silent
 * authorization; a silent failure of a redirecting kind, with redirect login, stores the attempt
 * and redirects (at most 3 times a minute); a callback with code and state is exchanged when the
 * state matches; a signed-in user's token is renewed inside the threshold; a failed sign-in waits
 * 30 seconds, then aborts the navigation; a user-info failure logs out and signs in again (once).
 * Actions that do not fit the current status change nothing.
 */
export function signInReducer(state: SignIn, action: SignInAction): SignIn {
  switch (action.type) {
    case 'signInRequested': {
      if (!startStatuses.includes(state.status)) return unchanged(state);
      const next = {
        ...state,
        user: null,
        error: null,
        redirectTimes: action.redirectTimes,
        reloginAfterUserInfoFailure: state.status === signInStatuses.loggingOut,
      };
      if (
        action.storedToken !== null &&
        tokenRenewal(action.storedToken.tokenExpiry, action.now) === tokenRenewals.valid
      ) {
        return {
          ...next,
          status: signInStatuses.loadingUser,
          tokenExpiry: action.storedToken.tokenExpiry,
          effects: [{ type: 'loadUserInfo' }],
        };
      }
      return {
        ...next,
        status: signInStatuses.authorizingSilently,
        tokenExpiry: null,
        effects: [{ type: 'authorizeSilently' }],
      };
    }
    case 'silentAuthorizationFailed':
      if (!silentStatuses.includes(state.status)) return unchanged(state);
      return silentFailure(state, action.error, action.now);
    case 'silentAuthorizationAnswered': {
      if (!silentStatuses.includes(state.status)) return unchanged(state);
      const result = silentAuthorizationCode(action.query, action.pending);
      if (!result.ok) return silentFailure(state, result.error, action.now);
      return exchange(state, result, []);
    }
    case 'callbackReceived':
      if (!callbackStatuses.includes(state.status)) return unchanged(state);
      return exchange(state, callbackAuthorizationCode(action.query, action.pending), [
        { type: 'clearPendingAuthorization' },
      ]);
    case 'tokensReceived':
      if (state.status !== signInStatuses.exchanging) return unchanged(state);
      // A renewal keeps the user it already knows; a first sign-in loads it.
      if (state.user !== null) {
        return {
          ...state,
          status: signInStatuses.signedIn,
          tokenExpiry: action.tokenExpiry,
          effects: [],
        };
      }
      return {
        ...state,
        status: signInStatuses.loadingUser,
        tokenExpiry: action.tokenExpiry,
        effects: [{ type: 'loadUserInfo' }],
      };
    case 'exchangeFailed':
      if (state.status !== signInStatuses.exchanging) return unchanged(state);
      return failed(state, action.error);
    case 'userInfoLoaded':
      if (state.status !== signInStatuses.loadingUser) return unchanged(state);
      return {
        ...state,
        status: signInStatuses.signedIn,
        user: action.user,
        error: null,
        reloginAfterUserInfoFailure: false,
        effects: [],
      };
    case 'userInfoFailed':
      if (state.status !== signInStatuses.loadingUser) return unchanged(state);
      // A second failure right after the new login would only loop: stop there.
      if (state.reloginAfterUserInfoFailure) return failed(state, action.error);
      return {
        ...state,
        status: signInStatuses.loggingOut,
        error: action.error,
        effects: [{ type: 'logoutThenSignIn' }],
      };
    case 'renewalDue':
      if (
        state.status !== signInStatuses.signedIn ||
        tokenRenewal(state.tokenExpiry, action.now) === tokenRenewals.valid
      ) {
        return unchanged(state);
      }
      return {
        ...state,
        status: signInStatuses.renewing,
        effects: [{ type: 'authorizeSilently' }],
      };
    case 'loggedOut':
      return initialSignIn(state.redirectLogin);
    default:
      action satisfies never;
      return state;
  }
}
