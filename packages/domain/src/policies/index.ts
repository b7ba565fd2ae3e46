export {
  cacheFreshness,
  cacheFreshnesses,
  cachePolicy,
  cacheQueryAction,
  cacheQueryActions,
  cacheQueryParameter,
  grantedCacheAction,
  lockDecision,
  lockDecisions,
} from './cache-policy';
export type {
  CacheFreshness,
  CachePolicy,
  CacheQueryAction,
  CacheRequester,
  LockDecision,
} from './cache-policy';
export { cacheKey } from './cache-key';
export { maxPurgeEntries, parseCachePurge } from './cache-purge';
export type { CachePurge, CachePurgeParse } from './cache-purge';
export { isPurgedKey } from './purged-cache-key';
export { pageCacheKey } from './page-cache-key';
export { sharedCacheKeyPrefix, sharedCacheNames } from './shared-cache-key';
export type { SharedCacheName } from './shared-cache-key';
export {
  isMarketingParameter,
  marketingParameterNames,
  marketingParameterPrefix,
  withoutMarketingParameters,
} from './marketing-parameters';
export type { PageCacheFacts } from './page-cache-key';
export { retryableStatuses, shouldRetry } from './retry-policy';
export {
  parseReloadTime,
  reloadDecision,
  reloadDecisions,
  reloadGuardStorageKey,
} from './reload-guard';
export type { ReloadDecision } from './reload-guard';
export {
  initialReleaseState,
  navigationMode,
  navigationModes,
  releaseReducer,
} from './release-detection';
export type { NavigationMode, ReleaseAction, ReleaseState } from './release-detection';
export { graphqlData } from './graphql-answer';
export type { GraphqlAnswer, GraphqlBody, GraphqlErrorEntry } from './graphql-answer';
export { requestLogLine } from './request-log-line';
export {
  contactReplyHours,
  loadingIndicatorDelayMs,
  manifestFetchDelayMs,
  newsFeedPageSize,
  pageHeadDebounceMs,
  scrollRestoreDelayMs,
} from './site-constants';
export type { ConnectionHint } from './link-prefetch';
export type { UploadCandidate, UploadProblem } from './upload-rule';
