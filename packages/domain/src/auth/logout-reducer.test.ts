import { describe, expect, it } from 'vitest';
import { endSessionFailed, revokeFailed } from './auth-errors';
import type { Logout, LogoutAction } from './logout-reducer';
import { initialLogout, logoutReducer } from './logout-reducer';

const run = (actions: readonly LogoutAction[], start: Logout = initialLogout) =>
  actions.reduce(logoutReducer, start);

describe('logout (spec portal 4)', () => {
  it('revokes the token first', () => {
    expect(
      run([{ type: 'logoutRequested', hasAccessToken: true, destination: 'home' }]),
    ).toMatchObject({ status: 'revoking', effects: [{ type: 'revokeToken' }] });
  });

  it('then ends the session, clears local data and goes home', () => {
    const revoking = run([{ type: 'logoutRequested', hasAccessToken: true, destination: 'home' }]);
    const ending = run([{ type: 'revokeFinished', error: null }], revoking);
    expect(ending).toMatchObject({ status: 'endingSession', effects: [{ type: 'endSession' }] });
    expect(run([{ type: 'endSessionFinished', error: null }], ending)).toEqual({
      status: 'done',
      destination: 'home',
      warnings: [],
      effects: [{ type: 'clearLocalData' }, { type: 'goHome' }],
    });
  });

  it('only warns when revoking fails', () => {
    const error = revokeFailed(500);
    const state = run([
      { type: 'logoutRequested', hasAccessToken: true, destination: 'home' },
      { type: 'revokeFinished', error },
    ]);
    expect(state).toMatchObject({
      status: 'endingSession',
      warnings: [error],
      effects: [{ type: 'warn', error }, { type: 'endSession' }],
    });
  });

  it('still clears local data when ending the session fails', () => {
    const error = endSessionFailed(503);
    const state = run([
      { type: 'logoutRequested', hasAccessToken: false, destination: 'home' },
      { type: 'endSessionFinished', error },
    ]);
    expect(state.effects).toEqual([
      { type: 'warn', error },
      { type: 'clearLocalData' },
      { type: 'goHome' },
    ]);
  });

  it('skips revoking when there is no access token', () => {
    expect(
      run([{ type: 'logoutRequested', hasAccessToken: false, destination: 'home' }]),
    ).toMatchObject({ status: 'endingSession', effects: [{ type: 'endSession' }] });
  });

  it('starts a new sign-in instead of going home after a user-info failure', () => {
    const state = run([
      { type: 'logoutRequested', hasAccessToken: true, destination: 'signIn' },
      { type: 'revokeFinished', error: null },
      { type: 'endSessionFinished', error: null },
    ]);
    expect(state.effects).toEqual([{ type: 'clearLocalData' }, { type: 'startSignIn' }]);
  });

  it('can log out again once done', () => {
    const done = run([
      { type: 'logoutRequested', hasAccessToken: false, destination: 'home' },
      { type: 'endSessionFinished', error: endSessionFailed(500) },
    ]);
    expect(
      run([{ type: 'logoutRequested', hasAccessToken: true, destination: 'home' }], done),
    ).toEqual({
      status: 'revoking',
      destination: 'home',
      warnings: [],
      effects: [{ type: 'revokeToken' }],
    });
  });

  it('ignores what does not fit the step it is at', () => {
    const revoking = run([{ type: 'logoutRequested', hasAccessToken: true, destination: 'home' }]);
    const ending = run([{ type: 'revokeFinished', error: null }], revoking);
    const cases: readonly [Logout, LogoutAction][] = [
      [revoking, { type: 'logoutRequested', hasAccessToken: true, destination: 'signIn' }],
      [ending, { type: 'logoutRequested', hasAccessToken: true, destination: 'home' }],
      [initialLogout, { type: 'revokeFinished', error: null }],
      [revoking, { type: 'endSessionFinished', error: null }],
    ];
    for (const [state, action] of cases) {
      expect(logoutReducer(state, action)).toEqual({ ...state, effects: [] });
    }
  });

  it('leaves the state as it is for an action it does not know', () => {
    const revoking = run([{ type: 'logoutRequested', hasAccessToken: true, destination: 'home' }]);
    expect(logoutReducer(revoking, { type: 'sessionsListed' } as never)).toBe(revoking);
  });
});
