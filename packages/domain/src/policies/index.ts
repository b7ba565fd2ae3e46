export {
  cacheFreshness,
  cacheFreshnesses,
  cachePolicy,
  cacheQueryAction,
  cacheQueryActions,
  cacheQueryParameter,
  lockDecision,
  lockDecisions,
} from './cache-policy';
export type { CacheFreshness, CachePolicy, CacheQueryAction, LockDecision } from './cache-policy';
export { cacheKey, nextReleaseKeyPrefix } from './cache-key';
export { pageCacheKey } from './page-cache-key';
export type { PageCacheFacts } from './page-cache-key';
export { methodsWithoutRetry, retriesFor, retryableStatuses, shouldRetry } from './retry-policy';
export {
  parseReloadTime,
  reloadDecision,
  reloadDecisions,
  reloadGuardMs,
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
export { loggedVariablesLength, requestLogLine } from './request-log-line';
export {
  contactReplyHours,
  loadingIndicatorDelayMs,
  manifestFetchDelayMs,
  maxConcurrentRoutePreloads,
  newsFeedPageSize,
  pageHeadDebounceMs,
  scrollRestoreDelayMs,
  uploadMaxBytes,
} from './site-constants';
export { shouldPrefetchLinks } from './link-prefetch';
export type { ConnectionHint } from './link-prefetch';
export { uploadProblem, uploadProblems } from './upload-rule';
export type { UploadCandidate, UploadProblem } from './upload-rule';
