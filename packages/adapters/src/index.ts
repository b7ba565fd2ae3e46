export { GraphqlContentSource } from './graphql/GraphqlContentSource';
export type { GraphqlContentSourceOptions } from './graphql/GraphqlContentSource';
export { GraphqlEndpoint } from './graphql/GraphqlEndpoint';
export type { GraphqlEndpointOptions, GraphqlQuery } from './graphql/GraphqlEndpoint';
export { UpstreamDataError } from './graphql/UpstreamDataError';

// --- content ---
export { GraphqlTranslationService } from './graphql/GraphqlTranslationService';
export type { GraphqlTranslationServiceOptions } from './graphql/GraphqlTranslationService';
export { GraphqlEditorPages } from './graphql/GraphqlEditorPages';
export type { GraphqlEditorPagesOptions } from './graphql/GraphqlEditorPages';
// --- end content ---

// --- catalogue ---
export { GraphqlCatalogueSource } from './graphql/GraphqlCatalogueSource';
export type { GraphqlCatalogueSourceOptions } from './graphql/GraphqlCatalogueSource';
// --- end catalogue ---

// --- ticketing and search ---
export { GraphqlTicketDesk, debugLevelHeaderName } from './graphql/GraphqlTicketDesk';
export type { GraphqlTicketDeskOptions } from './graphql/GraphqlTicketDesk';
export { HttpTicketAttachments } from './http/HttpTicketAttachments';
export type { HttpTicketAttachmentsOptions } from './http/HttpTicketAttachments';
export { HttpSearchIndex } from './search/HttpSearchIndex';
export type { HttpSearchIndexOptions } from './search/HttpSearchIndex';
// --- end ticketing and search ---

// --- inventory and wire-flow ---
export { HttpInventory } from './http/HttpInventory';
export type { HttpInventoryOptions } from './http/HttpInventory';
export { HttpWireFlowDownloads } from './http/HttpWireFlowDownloads';
export type { HttpWireFlowDownloadsOptions } from './http/HttpWireFlowDownloads';
export { HttpWhitepaperFiles } from './http/HttpWhitepaperFiles';
export type { HttpWhitepaperFilesOptions } from './http/HttpWhitepaperFiles';
// --- end inventory and wire-flow ---

// --- identity ---
export { JoseCallerVerifier } from './identity/JoseCallerVerifier';
export type { JoseCallerVerifierOptions } from './identity/JoseCallerVerifier';
export { UserinfoAccessTokenCheck } from './identity/UserinfoAccessTokenCheck';
export type { UserinfoAccessTokenCheckOptions } from './identity/UserinfoAccessTokenCheck';
// --- end identity ---

// --- cache and storage ---
export { CachedCatalogueSource } from './cache/CachedCatalogueSource';
export type { CachedCatalogueSourceOptions } from './cache/CachedCatalogueSource';
export { CachedContentCollections } from './cache/CachedContentCollections';
export type { CachedContentCollectionsOptions } from './cache/CachedContentCollections';
export { CachedContentSource } from './cache/CachedContentSource';
export type { CachedContentSourceOptions } from './cache/CachedContentSource';
export { defaultCacheContext } from './cache/cache-context';
export type { CacheContext } from './cache/cache-context';
export {
  CircuitBreaker,
  circuitBreakerDefaults,
  circuitStates,
  isUpstreamFailure,
} from './cache/CircuitBreaker';
export type { CircuitBreakerOptions, CircuitState } from './cache/CircuitBreaker';
export { CircuitOpenError } from './cache/CircuitOpenError';
export { LruCache } from './cache/LruCache';
export type { LruCacheOptions } from './cache/LruCache';
export { ReadThroughCache, fillPollMs, lastGoodEntries } from './cache/ReadThroughCache';
export type { ReadThroughCacheOptions } from './cache/ReadThroughCache';
export { RedisCache } from './cache/RedisCache';
export type { RedisCacheOptions } from './cache/RedisCache';
export type { RedisEntryCodec } from './cache/redis-cache-entry';
export { sharedTierCircuit, TieredCache } from './cache/TieredCache';
export type { TieredCacheOptions } from './cache/TieredCache';
export { openRedisConnection } from './cache/redis-connection';
export type { RedisConnection, RedisConnectionOptions, RedisState } from './cache/redis-connection';
export { BrowserCookies } from './storage/BrowserCookies';
export type {
  BrowserCookiesOptions,
  CookieDocument,
  CookieDocumentAccess,
} from './storage/BrowserCookies';
export { cookieNames, siteCookieName, sitePreferences } from './storage/cookie-names';
export type { SitePreference } from './storage/cookie-names';
export {
  cookieLifetimes,
  cookiePath,
  cookieSameSite,
  cookieValue,
  farFutureExpiry,
  parseCookies,
  serializeCookie,
  setCookieString,
} from './storage/cookie-string';
export type { CookieLifetime, CookieOptions } from './storage/cookie-string';
export { LocalStorageKeyValueStore } from './storage/LocalStorageKeyValueStore';
export { SessionStorageKeyValueStore } from './storage/SessionStorageKeyValueStore';
export { readStoredJson, writeStoredJson } from './storage/stored-json';
export { WebStorageKeyValueStore } from './storage/WebStorageKeyValueStore';
export type {
  StorageAccess,
  StorageLike,
  WebStorageKeyValueStoreOptions,
} from './storage/WebStorageKeyValueStore';
// --- end cache and storage ---

// --- purge on publish ---
export { InProcessPurgeBus } from './purge/InProcessPurgeBus';
export { ClusterPurgeBus, isClusterPurgeMessage } from './purge/ClusterPurgeBus';
export type { WorkerChannel } from './purge/ClusterPurgeBus';
export { RedisPurgeBus } from './purge/RedisPurgeBus';
export type { RedisPurgeBusOptions } from './purge/RedisPurgeBus';
// --- end purge on publish ---

// --- content items ---
export { GraphqlContentCollections } from './graphql/GraphqlContentCollections';
export type { GraphqlContentCollectionsOptions } from './graphql/GraphqlContentCollections';
// --- end content items ---

// --- protected media ---
export { GraphqlProtectedMedia } from './graphql/GraphqlProtectedMedia';
export type { GraphqlProtectedMediaOptions } from './graphql/GraphqlProtectedMedia';
// --- end protected media ---

// --- drafts ---
export { GraphqlDraftSource } from './graphql/GraphqlDraftSource';
export type { GraphqlDraftSourceOptions } from './graphql/GraphqlDraftSource';
export { draftQueries, draftQueryNamed } from './graphql/draft-documents';
// --- end drafts ---

// --- GraphQL documents: the sandbox's tests ask its services exactly what the product asks ---
export {
  capabilitiesQuery,
  classificationProductsQuery,
  classificationsQuery,
  productDetailQuery,
  productOrClassificationQuery,
  productsBySlugsQuery,
} from './graphql/catalogue-documents';
export {
  navigationTreeDocument,
  pageByIdDocument,
  pageByPathDocument,
  redirectsDocument,
  systemDataDocument,
} from './graphql/content-documents';
export {
  eventsDocument,
  investorDataDocument,
  locationsDocument,
  mediaReleaseDocument,
  mediaReleasesDocument,
  storiesByAuthorDocument,
  storiesDocument,
  storyCategoriesDocument,
  storyContactsDocument,
  storyDocument,
} from './graphql/content-items-documents';
export {
  closeTicketMutation,
  commentTicketMutation,
  createTicketMutation,
  ticketDetailQuery,
  ticketListQuery,
  ticketLocationsQuery,
} from './graphql/ticket-documents';
// --- end GraphQL documents ---

// --- forms outbox ---
export {
  HttpSubmissionReceiver,
  submissionDeliveryTimeoutMs,
} from './forms/HttpSubmissionReceiver';
export type { HttpSubmissionReceiverOptions } from './forms/HttpSubmissionReceiver';
export { PostgresSubmissionOutbox } from './forms/PostgresSubmissionOutbox';
export {
  SubmissionDeliveryError,
  submissionDeliveryFailures,
} from './forms/SubmissionDeliveryError';
export type { SubmissionDeliveryFailure } from './forms/SubmissionDeliveryError';
export { migrate, migrateOutbox, outboxMigrations } from './sql/outbox-migrations';
export { openSqlDatabase } from './sql/open-sql-database';
export type { SqlDatabaseChoice } from './sql/open-sql-database';
export type { Migration } from './sql/outbox-migrations';
export { PgliteDatabase } from './sql/PgliteDatabase';
export { PgPoolDatabase } from './sql/PgPoolDatabase';
export type { PgPoolDatabaseOptions } from './sql/PgPoolDatabase';
export type { SqlDatabase, SqlQueryable } from './sql/SqlDatabase';
// --- end forms outbox ---
