import type { ModeDecision, ModeQuery } from './mode-switch';
import { cookieActions, queryFlag } from './mode-switch';

const testingQueryParameter = 'testing';

/**
 * Spec public-site 4: `testing=true` turns testing mode on and remembers it in a cookie. The spec
 * names no way out; `testing=false` removes the cookie, mirroring next-release mode. Any other
 * value leaves the cookie to decide.
 */
export function testingMode(query: ModeQuery, cookieSet: boolean): ModeDecision {
  const flag = queryFlag(query, testingQueryParameter);
  if (flag === 'true') return { enabled: true, cookie: cookieActions.set };
  if (flag === 'false') return { enabled: false, cookie: cookieActions.remove };
  return { enabled: cookieSet, cookie: cookieActions.keep };
}
