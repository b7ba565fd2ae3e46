import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { ReleaseAction } from './release-detection';
import { initialReleaseState, navigationMode, releaseReducer } from './release-detection';

const buildId = fc.constantFrom('', 'build-1', 'build-2', 'build-3');
const action: fc.Arbitrary<ReleaseAction> = fc.oneof(
  buildId.map((id) => ({ type: 'latest-build-polled' as const, buildId: id })),
  fc.constant({ type: 'poll-failed' as const }),
);

test.prop([fc.constantFrom('build-1', 'build-2'), fc.array(action, { maxLength: 12 })])(
  'reloads fully exactly when the last non-empty polled build differs from the running one',
  (running, actions) => {
    const state = actions.reduce(releaseReducer, initialReleaseState(running));
    const polled = actions.flatMap((a) =>
      a.type === 'latest-build-polled' && a.buildId !== '' ? [a.buildId] : [],
    );
    const latest = polled.at(-1);
    const expected = latest !== undefined && latest !== running ? 'full-reload' : 'client';
    expect(navigationMode(state)).toBe(expected);
  },
);

test.prop([fc.constantFrom('build-1', 'build-2'), fc.array(action, { maxLength: 12 })])(
  'never changes the running build',
  (running, actions) => {
    expect(actions.reduce(releaseReducer, initialReleaseState(running)).runningBuildId).toBe(
      running,
    );
  },
);
