import type { RedirectStatus, RouteRule } from '../redirects/route-rule-match';

/** Spec public-site 7: what `builds/latest.json` and `builds/meta/{buildId}.json` tell. */
export interface BuildInfo {
  readonly id: string;
  readonly timestamp: number;
}

/** How often the browser asks for the latest build (spec 4 leaves the interval open). */
export const releasePollIntervalMs = 5 * 60 * 1_000;

/** Spec public-site 7: polled with a timestamp query, so no cache answers for the server. */
export function latestBuildPath(timestamp: number): string {
  return `/builds/latest.json?t=${timestamp}`;
}

export function buildMetaPath(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/** `null` when the answer has no usable identifier (a broken answer says nothing of a release). */
export function readBuildInfo(json: unknown): BuildInfo | null {
  if (!isObject(json)) return null;
  const { id, timestamp } = json;
  if (typeof id !== 'string' || id === '') return null;
  return { id, timestamp: typeof timestamp === 'number' ? timestamp : 0 };
}

const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

function ruleOf(pattern: unknown, to: unknown, status: unknown): RouteRule | null {
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) return null;
  if (typeof to !== 'string' || to === '') return null;
  return typeof status === 'number' && redirectStatuses.has(status)
    ? { pattern, to, status: status as RedirectStatus }
    : { pattern, to };
}

/**
 * The route rules of a build manifest. Written either as a list of `{pattern, to, status}` or, as
 * the build tool writes them, as a record from pattern to `{redirect: to | {to, statusCode}}`.
 * Entries that are not redirects or are malformed are left out, never a reason to fail.
 */
export function readRouteRules(manifest: unknown): readonly RouteRule[] {
  if (!isObject(manifest)) return [];
  const rules = manifest['routeRules'];
  if (Array.isArray(rules)) {
    return rules.flatMap((rule: unknown) => {
      if (!isObject(rule)) return [];
      return ruleOf(rule['pattern'], rule['to'], rule['status']) ?? [];
    });
  }
  if (!isObject(rules)) return [];
  return Object.entries(rules).flatMap(([pattern, rule]) => {
    if (!isObject(rule)) return [];
    const redirect = rule['redirect'];
    const found = isObject(redirect)
      ? ruleOf(pattern, redirect['to'], redirect['statusCode'])
      : ruleOf(pattern, redirect, undefined);
    return found ?? [];
  });
}
