export { isClientNavigablePath, payloadFileName, payloadPath } from './client-navigation';
export { pageViewEvent } from './page-view-event';
export type { PageViewEvent } from './page-view-event';
export {
  parseScrollPositions,
  rememberScrollPosition,
  scrollPositionsStorageKey,
  scrollTarget,
  serializeScrollPositions,
} from './scroll-positions';
export type {
  NavigationDirection,
  ScrollPosition,
  ScrollPositions,
  ScrollTarget,
} from './scroll-positions';
export { maxClientRedirects, readPagePayload, readPayloadAnswer } from './payload-answer';
export {
  buildMetaPath,
  latestBuildPath,
  readBuildInfo,
  readRouteRules,
  releasePollIntervalMs,
} from './build-info';
export type { BuildInfo } from './build-info';
export { mayStartPreload } from './preload-limit';
export { routeRuleTarget } from './route-rule-target';
