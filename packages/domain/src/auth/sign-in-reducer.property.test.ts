import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { emptyPortalUser } from '../portal/PortalUser';
import { AuthError, authErrorCodes } from './AuthError';
import type { SignInAction } from './sign-in-reducer';
import { initialSignIn, signInReducer } from './sign-in-reducer';

const time = fc.integer({ min: 1_700_000_000_000, max: 1_700_000_600_000 });
const error = fc
  .constantFrom(...Object.values(authErrorCodes))
  .map((code) => new AuthError(code, 'failure'));
const text = fc.constantFrom('state-1', 'state-2', 'code-1', '');
const query = fc.record(
  {
    code: fc.option(text, { nil: undefined }),
    state: fc.option(text, { nil: undefined }),
    error: fc.option(fc.constantFrom('login_required', 'access_denied'), { nil: undefined }),
  },
  { requiredKeys: [] },
);
const pending = fc.option(fc.constant({ state: 'state-1', codeVerifier: 'verifier-1' }), {
  nil: null,
});

const action: fc.Arbitrary<SignInAction> = fc.oneof(
  fc.record({
    type: fc.constant('signInRequested' as const),
    storedToken: fc.option(fc.record({ tokenExpiry: fc.option(time, { nil: null }) }), {
      nil: null,
    }),
    redirectTimes: fc.array(time, { maxLength: 4 }),
    now: time,
  }),
  fc.record({ type: fc.constant('silentAuthorizationFailed' as const), error, now: time }),
  fc.record({
    type: fc.constant('silentAuthorizationAnswered' as const),
    query,
    pending,
    now: time,
  }),
  fc.record({ type: fc.constant('callbackReceived' as const), query, pending }),
  fc.record({
    type: fc.constant('tokensReceived' as const),
    tokenExpiry: fc.option(time, { nil: null }),
  }),
  fc.record({ type: fc.constant('exchangeFailed' as const), error }),
  fc.constant({
    type: 'userInfoLoaded' as const,
    user: { ...emptyPortalUser, id: 'u', populated: true },
  }),
  fc.record({ type: fc.constant('userInfoFailed' as const), error }),
  fc.record({ type: fc.constant('renewalDue' as const), now: time }),
  fc.constant({ type: 'loggedOut' as const }),
);

test.prop([fc.boolean(), fc.array(action, { maxLength: 20 })])(
  'the flow keeps its promises whatever happens',
  (redirectLogin, actions) => {
    let state = initialSignIn(redirectLogin);
    for (const next of actions) {
      const before = state;
      state = signInReducer(state, next);
      const types = state.effects.map((effect) => effect.type);
      // Signed in always means a user is known.
      if (state.status === 'signedIn') expect(state.user).not.toBeNull();
      // The browser is sent to the identity provider only with redirect login, never a 4th time a minute.
      if (types.includes('redirectToSignIn')) {
        expect(redirectLogin).toBe(true);
        expect(state.status).toBe('redirecting');
        expect(state.redirectTimes.length).toBeLessThanOrEqual(3);
      }
      // Every new failure waits 30 seconds, then aborts the navigation.
      if (state.status === 'failed' && before.status !== 'failed') {
        expect(state.effects.at(-1)).toEqual({ type: 'abortNavigationAfter', delayMs: 30_000 });
        expect(state.error).not.toBeNull();
      }
      // A code is exchanged only with the verifier of the kept attempt.
      for (const effect of state.effects) {
        if (effect.type === 'exchangeCode') expect(effect.exchange.codeVerifier).toBe('verifier-1');
      }
      // The redirect option never changes.
      expect(state.redirectLogin).toBe(redirectLogin);
    }
  },
);

test.prop([fc.array(action, { maxLength: 20 })])(
  'an exchange starts only from an answer whose state matches the kept one',
  (actions) => {
    let state = initialSignIn();
    for (const next of actions) {
      state = signInReducer(state, next);
      if (state.effects.some((effect) => effect.type === 'exchangeCode')) {
        expect(
          next.type === 'silentAuthorizationAnswered' || next.type === 'callbackReceived',
        ).toBe(true);
        if (next.type === 'silentAuthorizationAnswered' || next.type === 'callbackReceived') {
          expect(next.query['state']).toBe(next.pending?.state);
        }
      }
    }
  },
);
