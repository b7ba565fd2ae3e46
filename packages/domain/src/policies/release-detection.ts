/**
 * Spec public-site 4 and 7: the latest build identifier is polled; once it differs from the build
 * the page runs, the next navigation is a full page load so the visitor gets the new release.
 */
export interface ReleaseState {
  /** The build the page in the browser was loaded with. */
  readonly runningBuildId: string;
  /** The last build identifier polled, `null` before the first answer. */
  readonly latestBuildId: string | null;
}

export type ReleaseAction =
  | { readonly type: 'latest-build-polled'; readonly buildId: string }
  /** A poll that failed or answered without an identifier says nothing about a new release. */
  | { readonly type: 'poll-failed' };

export function initialReleaseState(runningBuildId: string): ReleaseState {
  return { runningBuildId, latestBuildId: null };
}

export function releaseReducer(state: ReleaseState, action: ReleaseAction): ReleaseState {
  switch (action.type) {
    case 'latest-build-polled':
      // An empty identifier is a broken answer, not a release.
      if (action.buildId === '' || action.buildId === state.latestBuildId) return state;
      return { ...state, latestBuildId: action.buildId };
    case 'poll-failed':
      return state;
    default:
      // Ignored at run time, so a foreign action cannot break the state.
      action satisfies never;
      return state;
  }
}

export const navigationModes = {
  client: 'client',
  fullReload: 'full-reload',
} as const;

export type NavigationMode = (typeof navigationModes)[keyof typeof navigationModes];

/** How the next navigation is carried out. */
export function navigationMode(state: ReleaseState): NavigationMode {
  return state.latestBuildId !== null && state.latestBuildId !== state.runningBuildId
    ? navigationModes.fullReload
    : navigationModes.client;
}
