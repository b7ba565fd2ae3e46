export { directFlag, hasQueryFlag, withoutQueryFlag } from './query-string';
export type { RedirectTarget, RedirectTargetOptions } from './redirect-target';
export type { RedirectStatus, RouteRule, RouteRuleMatch } from './route-rule-match';
export type {
  CmsRedirect,
  RedirectDecision,
  RedirectFacts,
  RedirectReason,
} from './RedirectDecision';
export { decideRedirect } from './redirect-decision';
