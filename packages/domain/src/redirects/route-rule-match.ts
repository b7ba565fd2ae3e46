import { pathSegments } from '../routing/path-segments';

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/**
 * A redirect from the route rules of the build manifest (spec public-site 2.1, 7). The pattern is
 * a path without locale prefix (2.2: the prefix is stripped before matching), either exact or
 * ending in `/**` for the path and everything below it. A target ending in `/**` receives the part
 * of the path the wildcard matched.
 */
export interface RouteRule {
  readonly pattern: string;
  readonly to: string;
  /** Defaults to 307, the status the build tool gives route-rule redirects. */
  readonly status?: RedirectStatus;
}

const defaultRouteRuleStatus: RedirectStatus = 307;

const wildcard = '**';

export interface RouteRuleMatch {
  readonly rule: RouteRule;
  /** The rule's target with any trailing `/**` replaced by the matched remainder. */
  readonly to: string;
  readonly status: RedirectStatus;
}

function remainderAfter(patternSegments: readonly string[], segments: readonly string[]) {
  const isWildcard = patternSegments.at(-1) === wildcard;
  const fixed = isWildcard ? patternSegments.slice(0, -1) : patternSegments;
  const prefixMatches = fixed.every((segment, index) => segments[index] === segment);
  if (!prefixMatches || (!isWildcard && segments.length !== fixed.length)) {
    return null;
  }
  return {
    specificity: isWildcard ? fixed.length : Number.MAX_SAFE_INTEGER,
    rest: segments.slice(fixed.length),
  };
}

function expandedTarget(to: string, rest: readonly string[]): string {
  const suffixStart = to.search(/[?#]/);
  const path = suffixStart === -1 ? to : to.slice(0, suffixStart);
  if (!path.endsWith(`/${wildcard}`)) {
    return to;
  }
  const suffix = suffixStart === -1 ? '' : to.slice(suffixStart);
  return `${[path.slice(0, -(wildcard.length + 1)), ...rest].join('/')}${suffix}`;
}

/** The most specific rule for a path without locale: an exact rule, else the longest wildcard. */
export function matchRouteRule(
  rules: readonly RouteRule[],
  pathWithoutLocale: string,
): RouteRuleMatch | null {
  const segments = pathSegments(pathWithoutLocale);
  let best: { rule: RouteRule; specificity: number; rest: readonly string[] } | null = null;
  for (const rule of rules) {
    const found = remainderAfter(pathSegments(rule.pattern), segments);
    if (found !== null && (best === null || found.specificity > best.specificity)) {
      best = { rule, ...found };
    }
  }
  if (best === null) {
    return null;
  }
  return {
    rule: best.rule,
    to: expandedTarget(best.rule.to, best.rest),
    status: best.rule.status ?? defaultRouteRuleStatus,
  };
}
