import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { endSessionFailed, revokeFailed } from './auth-errors';
import type { LogoutAction, LogoutEffect } from './logout-reducer';
import { initialLogout, logoutReducer } from './logout-reducer';

const action: fc.Arbitrary<LogoutAction> = fc.oneof(
  fc.record({
    type: fc.constant('logoutRequested' as const),
    hasAccessToken: fc.boolean(),
    destination: fc.constantFrom('home' as const, 'signIn' as const),
  }),
  fc.record({
    type: fc.constant('revokeFinished' as const),
    error: fc.option(fc.constant(revokeFailed(500)), { nil: null }),
  }),
  fc.record({
    type: fc.constant('endSessionFinished' as const),
    error: fc.option(fc.constant(endSessionFailed(500)), { nil: null }),
  }),
);

const order: Readonly<Record<LogoutEffect['type'], number>> = {
  revokeToken: 0,
  warn: 1,
  endSession: 2,
  clearLocalData: 3,
  goHome: 4,
  startSignIn: 4,
};

test.prop([fc.array(action, { maxLength: 12 })])(
  'the steps come in the spec order, each once a logout, and a failure never stops it',
  (actions) => {
    let state = initialLogout;
    let seen: LogoutEffect['type'][] = [];
    for (const next of actions) {
      state = logoutReducer(state, next);
      if (next.type === 'logoutRequested' && state.effects.length > 0) seen = [];
      seen.push(...state.effects.map((effect) => effect.type));
      const ranks = seen.filter((type) => type !== 'warn').map((type) => order[type]);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(new Set(ranks).size).toBe(ranks.length);
      if (state.status === 'done') {
        expect(seen).toContain('clearLocalData');
        expect(seen.at(-1)).toBe(state.destination === 'signIn' ? 'startSignIn' : 'goHome');
      }
      expect(state.warnings.length).toBeLessThanOrEqual(2);
    }
  },
);
