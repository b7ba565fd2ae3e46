export { directFlag, hasQueryFlag, queryParts, withoutQueryFlag } from './query-string';
export { cleanQuery, hasTrailingSlash, redirectTarget, sameSitePath } from './redirect-target';
export type { RedirectTarget, RedirectTargetOptions } from './redirect-target';
export { defaultRouteRuleStatus, matchRouteRule } from './route-rule-match';
export type { RedirectStatus, RouteRule, RouteRuleMatch } from './route-rule-match';
export { redirectReasons } from './RedirectDecision';
export type {
  CmsRedirect,
  RedirectDecision,
  RedirectFacts,
  RedirectReason,
} from './RedirectDecision';
export { decideRedirect } from './redirect-decision';
