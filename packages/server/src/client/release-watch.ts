import { latestBuildPath, readBuildInfo, releasePollIntervalMs } from '@kmx/domain/browser';
import {
  initialReleaseState,
  navigationMode,
  navigationModes,
  releaseReducer,
  type NavigationMode,
  type ReleaseState,
} from '@kmx/domain/policies';

/** The part of `document` that tells whether the tab is in view. */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface ReleaseWatchOptions {
  readonly fetchJson: (url: string) => Promise<unknown>;
  readonly document: VisibilitySource;
  readonly now?: () => number;
  readonly intervalMs?: number;
}

/**
 * Spec public-site 4 and 7: polls `builds/latest.json` (now, every 5 minutes and whenever the tab
 * comes back into view). The first answer names the build this page runs; once a later answer
 * names another, the next navigation is a full page load. Failed polls change nothing.
 */
export class ReleaseWatch {
  private state: ReleaseState | null = null;
  private resolveRunning: (buildId: string) => void = () => undefined;
  /** The build this page runs, once the first poll has answered. */
  readonly runningBuild: Promise<string>;

  constructor(private readonly options: ReleaseWatchOptions) {
    this.runningBuild = new Promise((resolve) => {
      this.resolveRunning = resolve;
    });
  }

  start(): void {
    void this.poll();
    setInterval(() => void this.poll(), this.options.intervalMs ?? releasePollIntervalMs);
    this.options.document.addEventListener('visibilitychange', () => {
      if (this.options.document.visibilityState === 'visible') void this.poll();
    });
  }

  async poll(): Promise<void> {
    const now = this.options.now ?? Date.now;
    let buildId: string | null;
    try {
      buildId = readBuildInfo(await this.options.fetchJson(latestBuildPath(now())))?.id ?? null;
    } catch {
      buildId = null;
    }
    if (buildId === null) {
      if (this.state !== null) this.state = releaseReducer(this.state, { type: 'poll-failed' });
      return;
    }
    if (this.state === null) {
      this.state = initialReleaseState(buildId);
      this.resolveRunning(buildId);
      return;
    }
    this.state = releaseReducer(this.state, { type: 'latest-build-polled', buildId });
  }

  runningBuildId(): string | null {
    return this.state?.runningBuildId ?? null;
  }

  mode(): NavigationMode {
    return this.state === null ? navigationModes.client : navigationMode(this.state);
  }
}
