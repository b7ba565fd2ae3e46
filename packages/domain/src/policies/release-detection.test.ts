import { describe, expect, it } from 'vitest';
import type { ReleaseAction } from './release-detection';
import { initialReleaseState, navigationMode, releaseReducer } from './release-detection';

describe('new release detection', () => {
  it('navigates client-side before the first poll', () => {
    expect(navigationMode(initialReleaseState('build-1'))).toBe('client');
  });

  it('navigates client-side while the polled build is the running one', () => {
    const state = releaseReducer(initialReleaseState('build-1'), {
      type: 'latest-build-polled',
      buildId: 'build-1',
    });
    expect(navigationMode(state)).toBe('client');
  });

  it('reloads fully on the next navigation once the build identifier changed', () => {
    const state = releaseReducer(initialReleaseState('build-1'), {
      type: 'latest-build-polled',
      buildId: 'build-2',
    });
    expect(navigationMode(state)).toBe('full-reload');
  });

  it('keeps the finding when a later poll fails', () => {
    const changed = releaseReducer(initialReleaseState('build-1'), {
      type: 'latest-build-polled',
      buildId: 'build-2',
    });
    expect(releaseReducer(changed, { type: 'poll-failed' })).toBe(changed);
  });

  it('ignores an empty build identifier', () => {
    const state = releaseReducer(initialReleaseState('build-1'), {
      type: 'latest-build-polled',
      buildId: '',
    });
    expect(navigationMode(state)).toBe('client');
  });

  it('navigates client-side again when the release is rolled back to the running build', () => {
    const changed = releaseReducer(initialReleaseState('build-1'), {
      type: 'latest-build-polled',
      buildId: 'build-2',
    });
    const rolledBack = releaseReducer(changed, { type: 'latest-build-polled', buildId: 'build-1' });
    expect(navigationMode(rolledBack)).toBe('client');
  });

  it('keeps the state for an action it does not know', () => {
    const state = initialReleaseState('build-1');
    const foreign = { type: 'something-else' } as unknown as ReleaseAction;
    expect(releaseReducer(state, foreign)).toBe(state);
  });
});
