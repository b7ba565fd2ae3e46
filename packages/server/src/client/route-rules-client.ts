import { buildMetaPath, readRouteRules, routeRuleTarget } from '@kmx/domain/browser';
import { manifestFetchDelayMs } from '@kmx/domain/policies';
import { type RouteRule } from '@kmx/domain/redirects';

/**
 * Spec public-site 7: the route-rules manifest of the running build, fetched 1 second after start
 * to keep it off the start-up path. Until it has arrived, or when it cannot be read, no rule
 * applies: the server still redirects whatever it must.
 */
export class RouteRulesClient {
  private rules: readonly RouteRule[] = [];

  constructor(
    private readonly fetchJson: (url: string) => Promise<unknown>,
    private readonly delayMs = manifestFetchDelayMs,
  ) {}

  /** Returns when the manifest has been read (or given up on); callers need not wait. */
  start(runningBuild: Promise<string>): Promise<void> {
    return new Promise<void>((resolve) => {
      setTimeout(resolve, this.delayMs);
    })
      .then(() => runningBuild)
      .then((buildId) => this.fetchJson(buildMetaPath(buildId)))
      .then(
        (manifest) => {
          this.rules = readRouteRules(manifest);
        },
        () => undefined,
      );
  }

  /** Where a rule sends the page at `path`, or `null` when none applies. */
  target(path: string): string | null {
    return routeRuleTarget(this.rules, path);
  }
}
