import { describe, expect, it } from 'vitest';
import { editorAccessReducer, editorCookieExpiry, initialEditorAccess } from './editor-access';

const now = Date.UTC(2025, 0, 1);

describe('the editor cookie', () => {
  it('expires 90 days after it was set', () => {
    expect(editorCookieExpiry(now)).toBe(Date.UTC(2025, 3, 1));
  });
});

describe('the editor password gate', () => {
  it('authenticates on a correct password and sets the cookie for 90 days', () => {
    const state = editorAccessReducer(initialEditorAccess, {
      type: 'passwordAccepted',
      hashedPassword: 'hash-1',
      now,
    });
    expect(state).toEqual({
      status: 'authenticated',
      wrongPassword: false,
      cookie: { action: 'set', value: 'hash-1', expiresAt: Date.UTC(2025, 3, 1) },
    });
  });

  it('sets the wrong-password flag on a wrong password', () => {
    const state = editorAccessReducer(initialEditorAccess, { type: 'passwordRejected' });
    expect(state).toEqual({
      status: 'notAuthenticated',
      wrongPassword: true,
      cookie: { action: 'keep' },
    });
  });

  it('clears the wrong-password flag once the password is correct', () => {
    const wrong = editorAccessReducer(initialEditorAccess, { type: 'passwordRejected' });
    const right = editorAccessReducer(wrong, {
      type: 'passwordAccepted',
      hashedPassword: 'hash-1',
      now,
    });
    expect(right.wrongPassword).toBe(false);
  });

  it('authenticates by an existing valid cookie and leaves it as it is', () => {
    expect(editorAccessReducer(initialEditorAccess, { type: 'cookieAccepted' })).toEqual({
      status: 'authenticated',
      wrongPassword: false,
      cookie: { action: 'keep' },
    });
  });

  it('removes a cookie that is no longer valid', () => {
    expect(editorAccessReducer(initialEditorAccess, { type: 'cookieRejected' })).toEqual({
      status: 'notAuthenticated',
      wrongPassword: false,
      cookie: { action: 'remove' },
    });
  });

  it('clears the cookie on logout', () => {
    const signedIn = editorAccessReducer(initialEditorAccess, { type: 'cookieAccepted' });
    expect(editorAccessReducer(signedIn, { type: 'loggedOut' })).toEqual({
      status: 'notAuthenticated',
      wrongPassword: false,
      cookie: { action: 'remove' },
    });
  });

  it('ignores an action it does not know', () => {
    expect(editorAccessReducer(initialEditorAccess, { type: 'reload' } as never)).toBe(
      initialEditorAccess,
    );
  });
});
