import { describe, expect, it } from 'vitest';
import type { PortalUser } from '../portal/PortalUser';
import { emptyPortalUser } from '../portal/PortalUser';
import {
  authorizationTimedOut,
  fetchFailed,
  stateMismatch,
  timeout,
  userInfoFailed,
} from './auth-errors';
import type { SignIn, SignInAction } from './sign-in-reducer';
import { initialSignIn, signInFailureWaitMs, signInReducer } from './sign-in-reducer';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const hour = 3_600_000;
const pending = { state: 'state-1', codeVerifier: 'verifier-1' };
const user: PortalUser = {
  ...emptyPortalUser,
  id: 'anna.muster',
  firstName: 'Anna',
  lastName: 'Muster',
  populated: true,
};

const run = (actions: readonly SignInAction[], start: SignIn = initialSignIn()) =>
  actions.reduce(signInReducer, start);

const requested = (
  storedToken: { tokenExpiry: number | null } | null,
  redirectTimes: readonly number[] = [],
): SignInAction => ({ type: 'signInRequested', storedToken, redirectTimes, now });

const abort = { type: 'abortNavigationAfter', delayMs: 30_000 };

describe('the sign-in flow (spec portal 4)', () => {
  it('starts signed out, asking for redirect login', () => {
    expect(initialSignIn()).toMatchObject({
      status: 'signedOut',
      redirectLogin: true,
      effects: [],
    });
    expect(initialSignIn(false).redirectLogin).toBe(false);
  });

  it('signs in with a valid stored token and loads the user', () => {
    const state = run([requested({ tokenExpiry: now + hour })]);
    expect(state).toMatchObject({
      status: 'loadingUser',
      tokenExpiry: now + hour,
      effects: [{ type: 'loadUserInfo' }],
    });
    expect(
      run([requested({ tokenExpiry: now + hour }), { type: 'userInfoLoaded', user }]),
    ).toMatchObject({
      status: 'signedIn',
      user,
      effects: [],
    });
  });

  it('takes a stored token without a lifetime as valid', () => {
    expect(run([requested({ tokenExpiry: null })]).status).toBe('loadingUser');
  });

  it('tries a silent authorization without a token, with an expired one, or one inside 180 seconds', () => {
    for (const storedToken of [null, { tokenExpiry: now - 1 }, { tokenExpiry: now + 180_000 }]) {
      expect(run([requested(storedToken)])).toMatchObject({
        status: 'authorizingSilently',
        tokenExpiry: null,
        effects: [{ type: 'authorizeSilently' }],
      });
    }
  });

  it('exchanges the code of a silent answer whose state matches', () => {
    const state = run([
      requested(null),
      {
        type: 'silentAuthorizationAnswered',
        query: { code: 'code-1', state: 'state-1' },
        pending,
        now,
      },
    ]);
    expect(state).toMatchObject({
      status: 'exchanging',
      effects: [{ type: 'exchangeCode', exchange: { code: 'code-1', codeVerifier: 'verifier-1' } }],
    });
    expect(run([{ type: 'tokensReceived', tokenExpiry: now + hour }], state)).toMatchObject({
      status: 'loadingUser',
      tokenExpiry: now + hour,
      effects: [{ type: 'loadUserInfo' }],
    });
  });

  it('stores the attempt and redirects when the silent attempt needs an interactive sign-in', () => {
    const earlier = now - 30_000;
    const state = run([
      requested(null, [earlier]),
      {
        type: 'silentAuthorizationAnswered',
        query: { error: 'login_required', error_description: 'Login required' },
        pending,
        now,
      },
    ]);
    expect(state).toMatchObject({
      status: 'redirecting',
      redirectTimes: [earlier, now],
      effects: [
        { type: 'rememberRedirects', redirectTimes: [earlier, now] },
        { type: 'redirectToSignIn' },
      ],
    });
    expect(state.error?.code).toBe('LOGIN_REQUIRED');
  });

  it('redirects on a timed-out or unreachable hidden frame', () => {
    for (const error of [authorizationTimedOut(), fetchFailed()]) {
      const state = run([requested(null), { type: 'silentAuthorizationFailed', error, now }]);
      expect(state.status).toBe('redirecting');
    }
  });

  it('fails instead of redirecting when redirect login is not requested', () => {
    const state = run(
      [requested(null), { type: 'silentAuthorizationFailed', error: fetchFailed(), now }],
      initialSignIn(false),
    );
    expect(state).toMatchObject({ status: 'failed', effects: [abort] });
  });

  it('throws other silent failures: waits 30 seconds, then aborts the navigation', () => {
    expect(signInFailureWaitMs).toBe(30_000);
    const state = run([
      requested(null),
      {
        type: 'silentAuthorizationAnswered',
        query: { code: 'code-1', state: 'forged' },
        pending,
        now,
      },
    ]);
    expect(state).toMatchObject({ status: 'failed', effects: [abort] });
    expect(state.error?.message).toBe('State mismatch');
  });

  it('stops a redirect loop and shows an error instead', () => {
    const times = [now - 40_000, now - 20_000, now - 5_000];
    const state = run([
      requested(null, times),
      { type: 'silentAuthorizationFailed', error: authorizationTimedOut(), now },
    ]);
    expect(state).toMatchObject({ status: 'failed', effects: [abort] });
    expect(state.error?.code).toBe('REDIRECT_LOOP');
  });

  it('exchanges the code of a callback whose state matches the stored attempt', () => {
    const state = run([
      { type: 'callbackReceived', query: { code: 'code-1', state: 'state-1' }, pending },
    ]);
    expect(state).toMatchObject({
      status: 'exchanging',
      effects: [
        { type: 'clearPendingAuthorization' },
        { type: 'exchangeCode', exchange: { code: 'code-1', codeVerifier: 'verifier-1' } },
      ],
    });
  });

  it('fails a callback with a mismatching state, and clears the stored attempt', () => {
    const state = run([
      { type: 'callbackReceived', query: { code: 'code-1', state: 'other' }, pending },
    ]);
    expect(state).toMatchObject({
      status: 'failed',
      effects: [{ type: 'clearPendingAuthorization' }, abort],
    });
    expect(state.error?.code).toBe('STATE_MISMATCH');
  });

  it('fails a callback without code and state with missing params', () => {
    const state = run([
      { type: 'callbackReceived', query: { error: 'access_denied' }, pending: null },
    ]);
    expect(state.error?.message).toBe('missing params: access_denied');
  });

  it('fails when the exchange fails', () => {
    const state = run([
      { type: 'callbackReceived', query: { code: 'code-1', state: 'state-1' }, pending },
      { type: 'exchangeFailed', error: timeout() },
    ]);
    expect(state).toMatchObject({ status: 'failed', effects: [abort] });
    expect(state.error?.message).toBe('Timeout');
  });

  it('logs out and signs in again when user info fails', () => {
    const error = userInfoFailed(401);
    const state = run([requested({ tokenExpiry: now + hour }), { type: 'userInfoFailed', error }]);
    expect(state).toMatchObject({
      status: 'loggingOut',
      error,
      effects: [{ type: 'logoutThenSignIn' }],
    });
    const again = run([requested(null)], state);
    expect(again).toMatchObject({
      status: 'authorizingSilently',
      reloginAfterUserInfoFailure: true,
    });
  });

  it('gives up when user info fails again right after the new login', () => {
    const state = run([
      requested({ tokenExpiry: now + hour }),
      { type: 'userInfoFailed', error: userInfoFailed(401) },
      requested({ tokenExpiry: now + hour }),
      { type: 'userInfoFailed', error: userInfoFailed(500) },
    ]);
    expect(state).toMatchObject({ status: 'failed', effects: [abort] });
    expect(state.error?.message).toBe('Failed to get user info; received 500');
  });

  it('forgets the earlier user-info failure once a user loads', () => {
    const state = run([
      requested({ tokenExpiry: now + hour }),
      { type: 'userInfoFailed', error: userInfoFailed(401) },
      requested({ tokenExpiry: now + hour }),
      { type: 'userInfoLoaded', user },
    ]);
    expect(state).toMatchObject({
      status: 'signedIn',
      reloginAfterUserInfoFailure: false,
      error: null,
    });
  });
});

describe('token renewal (spec portal 4, step 6)', () => {
  const signedIn = run([requested({ tokenExpiry: now + hour }), { type: 'userInfoLoaded', user }]);

  it('does nothing while the token is outside the threshold', () => {
    expect(run([{ type: 'renewalDue', now: now + hour - 180_001 }], signedIn)).toEqual({
      ...signedIn,
      effects: [],
    });
  });

  it('renews silently inside the threshold and keeps the user', () => {
    const renewing = run([{ type: 'renewalDue', now: now + hour - 180_000 }], signedIn);
    expect(renewing).toMatchObject({
      status: 'renewing',
      effects: [{ type: 'authorizeSilently' }],
    });
    const renewed = run(
      [
        {
          type: 'silentAuthorizationAnswered',
          query: { code: 'code-2', state: 'state-1' },
          pending,
          now: now + hour - 170_000,
        },
        { type: 'tokensReceived', tokenExpiry: now + 2 * hour },
      ],
      renewing,
    );
    expect(renewed).toMatchObject({
      status: 'signedIn',
      user,
      tokenExpiry: now + 2 * hour,
      effects: [],
    });
  });

  it('redirects when a renewal needs an interactive sign-in', () => {
    const state = run(
      [
        { type: 'renewalDue', now: now + hour },
        { type: 'silentAuthorizationFailed', error: authorizationTimedOut(), now: now + hour },
      ],
      signedIn,
    );
    expect(state.status).toBe('redirecting');
  });
});

describe('actions that do not fit the status', () => {
  const signedIn = run([requested({ tokenExpiry: now + hour }), { type: 'userInfoLoaded', user }]);
  const silent = run([requested(null)]);

  it('change nothing and ask for nothing', () => {
    const cases: readonly [SignIn, SignInAction][] = [
      [signedIn, requested(null)],
      [silent, requested(null)],
      [initialSignIn(), { type: 'silentAuthorizationFailed', error: fetchFailed(), now }],
      [initialSignIn(), { type: 'silentAuthorizationAnswered', query: {}, pending, now }],
      [signedIn, { type: 'callbackReceived', query: { code: 'c', state: 'state-1' }, pending }],
      [initialSignIn(), { type: 'tokensReceived', tokenExpiry: now }],
      [silent, { type: 'exchangeFailed', error: stateMismatch() }],
      [silent, { type: 'userInfoLoaded', user }],
      [silent, { type: 'userInfoFailed', error: userInfoFailed(500) }],
      [silent, { type: 'renewalDue', now: now + 2 * hour }],
    ];
    for (const [state, action] of cases) {
      expect(signInReducer(state, action)).toEqual({ ...state, effects: [] });
    }
  });

  it('a finished logout returns to signed out, keeping the redirect option', () => {
    expect(run([{ type: 'loggedOut' }], signedIn)).toEqual(initialSignIn());
    expect(run([{ type: 'loggedOut' }], initialSignIn(false))).toEqual(initialSignIn(false));
  });

  it('an action it does not know leaves the state as it is', () => {
    expect(signInReducer(signedIn, { type: 'sessionsListed' } as never)).toBe(signedIn);
  });
});
