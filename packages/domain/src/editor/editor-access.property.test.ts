import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { EditorAccessAction } from './editor-access';
import { editorAccessReducer, editorCookieExpiry, initialEditorAccess } from './editor-access';

const now = fc.integer({ min: 0, max: 4_102_444_800_000 });
const action: fc.Arbitrary<EditorAccessAction> = fc.oneof(
  fc.record({
    type: fc.constant('passwordAccepted' as const),
    hashedPassword: fc.string({ minLength: 1 }),
    now,
  }),
  fc.constantFrom(
    { type: 'passwordRejected' as const },
    { type: 'cookieAccepted' as const },
    { type: 'cookieRejected' as const },
    { type: 'loggedOut' as const },
  ),
);

test.prop([now])('the cookie always expires 90 days after now', (at) => {
  expect(editorCookieExpiry(at) - at).toBe(90 * 24 * 60 * 60 * 1000);
});

test.prop([fc.array(action, { maxLength: 8 })])(
  'the gate is open only after a correct password or a valid cookie, never with the wrong-password flag',
  (actions) => {
    let state = initialEditorAccess;
    for (const next of actions) {
      state = editorAccessReducer(state, next);
      const opens = next.type === 'passwordAccepted' || next.type === 'cookieAccepted';
      expect(state.status === 'authenticated').toBe(opens);
      expect(state.wrongPassword && state.status === 'authenticated').toBe(false);
      if (state.cookie.action === 'set') expect(state.status).toBe('authenticated');
      if (next.type === 'loggedOut') expect(state.cookie.action).toBe('remove');
    }
  },
);

test.prop([fc.array(action, { maxLength: 8 }), fc.string({ minLength: 1 }), now])(
  'a set cookie carries the hash of the accepted password',
  (before, hashedPassword, at) => {
    const state = editorAccessReducer(before.reduce(editorAccessReducer, initialEditorAccess), {
      type: 'passwordAccepted',
      hashedPassword,
      now: at,
    });
    expect(state.cookie).toEqual({
      action: 'set',
      value: hashedPassword,
      expiresAt: editorCookieExpiry(at),
    });
  },
);

test.prop([fc.array(action, { maxLength: 8 })])(
  'a wrong password, whatever came before, shows the flag, signs out and leaves the cookie alone',
  (before) => {
    const state = editorAccessReducer(before.reduce(editorAccessReducer, initialEditorAccess), {
      type: 'passwordRejected',
    });
    expect(state).toEqual({
      status: 'notAuthenticated',
      wrongPassword: true,
      cookie: { action: 'keep' },
    });
  },
);

test.prop([fc.array(action, { maxLength: 8 })])(
  'logout, whatever came before, signs out, clears the cookie and shows no flag',
  (before) => {
    const state = editorAccessReducer(before.reduce(editorAccessReducer, initialEditorAccess), {
      type: 'loggedOut',
    });
    expect(state).toEqual({
      status: 'notAuthenticated',
      wrongPassword: false,
      cookie: { action: 'remove' },
    });
  },
);

test.prop([fc.array(action, { maxLength: 8 })])(
  'the wrong-password flag shows exactly after a wrong password',
  (actions) => {
    let state = initialEditorAccess;
    for (const next of actions) {
      state = editorAccessReducer(state, next);
      expect(state.wrongPassword).toBe(next.type === 'passwordRejected');
    }
  },
);
