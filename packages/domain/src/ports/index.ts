export type { Clock } from './Clock';
export type { RandomSource } from './RandomSource';
export type { ContentSource, PageRequest } from './ContentSource';
export type {
  ContentStage,
  NavigationTreeRequest,
  PageByIdRequest,
  RelatedStoriesRequest,
} from './ContentSource';
export type {
  CatalogueCapability,
  CatalogueEntry,
  CatalogueMatch,
  CatalogueRequest,
  CatalogueSource,
  CatalogueType,
  CatalogueTypes,
  ClassificationsRequest,
  SlugRequest,
  SlugsRequest,
} from './CatalogueSource';
export type { SearchIndex, SearchRequest, SuggestRequest } from './SearchIndex';
export type { TranslationService } from './TranslationService';
export type { EditorPages, EditorPagesRequest } from './EditorPages';
export type { SubmissionOutbox } from './SubmissionOutbox';
export type { SubmissionReceiver } from './SubmissionReceiver';
export type { Cache, CacheEntry, CacheLock } from './Cache';
export type { PurgeBus, PurgeListener, PurgeScope } from './PurgeBus';
export type { CallerVerifier, VerifiedCaller } from './CallerVerifier';
export type { AccessTokenCheck, AccessTokenHolder } from './AccessTokenCheck';
export type { KeyValueStore } from './KeyValueStore';
export type { LogFields, Logger } from './Logger';
export type {
  CollectionRequest,
  ContentCollections,
  ContentItemRequest,
  LocationsRequest,
  MediaReleasesRequest,
  StoriesRequest,
} from './ContentCollections';
export type {
  TicketCloseRequest,
  TicketCommentRequest,
  TicketCreateRequest,
  TicketDesk,
  TicketListRequest,
} from './TicketDesk';
export type { CountryRequest, ServiceProductRequest } from './CatalogueSource';
export type { Sha256 } from './Sha256';
export type { CatalogueReadContext, ContextualSource, ReadContext } from './ContextualSource';
export { publishedRead } from './ContextualSource';
export type { DraftAnswer, DraftRequest, DraftSource } from './DraftSource';
export type { CachedRead, DataCache } from './DataCache';
export type { ProtectedFile, ProtectedFilePage, ProtectedMedia } from './ProtectedMedia';
export type { Inventory, InventoryRequest } from './Inventory';
export type { WireFlowDownload, WireFlowDownloads } from './WireFlowDownloads';
export type { WhitepaperFile, WhitepaperFiles } from './WhitepaperFiles';
export type {
  OpenedTicketAttachment,
  TicketAttachmentUpload,
  TicketAttachments,
} from './TicketAttachments';
