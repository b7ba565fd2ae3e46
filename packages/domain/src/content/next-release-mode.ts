import type { ModeDecision, ModeQuery } from './mode-switch';
import { cookieActions, queryFlag } from './mode-switch';

const nextReleaseQueryParameter = 'nextRelease';

/**
 * Spec public-site 4: the query `nextRelease` (with any value but `false`) turns the mode on and
 * sets the cookie; `nextRelease=false` turns it off and removes the cookie; without the query the
 * cookie decides. The cache-key prefix of the mode lives with the cache key, `cacheKey` in
 * `policies/cache-key`.
 */
export function nextReleaseMode(query: ModeQuery, cookieSet: boolean): ModeDecision {
  const flag = queryFlag(query, nextReleaseQueryParameter);
  if (flag === undefined) return { enabled: cookieSet, cookie: cookieActions.keep };
  if (flag === 'false') return { enabled: false, cookie: cookieActions.remove };
  return { enabled: true, cookie: cookieActions.set };
}
