import type { GraphqlEndpointOptions } from '@kmx/adapters';
import type {
  Cache,
  CallerVerifier,
  CatalogueReadContext,
  CatalogueSource,
  Clock,
  ContentCollections,
  ContentSource,
  ContextualSource,
  DataCache,
  PurgeBus,
  DraftSource,
  EditorPages,
  Logger,
  Inventory,
  SearchIndex,
  TicketAttachments,
  TicketDesk,
  TranslationService,
  WireFlowDownloads,
  WhitepaperFiles,
} from '@kmx/domain/ports';
import type { ServiceIdentifier } from 'inversify';
import type { Config } from '../config/config';
import type { SignedCookieEditorAccess } from '../draft/SignedCookieEditorAccess';
import type { AttemptLimiter } from '../protection/AttemptLimiter';
import type { PageAccessCheck } from '../protection/PageProtection';
import type { ProtectedFileIndex } from '../protection/ProtectedFileIndex';
import type { ClientAssets } from '../render/client-assets';
import type { PageResponder } from '../render/PageResponder';
import type { DownloadLinks } from '../portal-api/DownloadLinks';
import type { IdentityIssuer } from '../sign-in/IdentityIssuer';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DeliveryWorker } from '../forms/DeliveryWorker';
import type { FormKeys } from '../forms/form-keys';
import type { OpeningOutbox } from '../forms/OpeningOutbox';
import type { SharedCacheTier } from './shared-cache-tier';

/** Every binding of the container, typed, in one place. */
export const tokens = {
  Config: Symbol.for('Config') as ServiceIdentifier<Config>,
  Upstreams: Symbol.for('Upstreams') as ServiceIdentifier<Upstreams>,
  Endpoints: Symbol.for('Endpoints') as ServiceIdentifier<Endpoints>,
  Logger: Symbol.for('Logger') as ServiceIdentifier<Logger>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  ClientAssets: Symbol.for('ClientAssets') as ServiceIdentifier<ClientAssets>,
  /** Where the data cache keeps its entries: in memory, or Redis when instances share one. */
  DataCacheStore: Symbol.for('DataCacheStore') as ServiceIdentifier<Cache<unknown>>,
  /** The read-through data cache of spec 9 over that store; the cached sources below share it. */
  DataCache: Symbol.for('DataCache') as ServiceIdentifier<DataCache>,
  /** The content service; `withContext` gives one request's view (through the data cache). */
  ContentSource: Symbol.for('ContentSource') as ServiceIdentifier<ContextualSource<ContentSource>>,
  /** The catalogue service; `withContext` gives one request's view (through the data cache). */
  CatalogueSource: Symbol.for('CatalogueSource') as ServiceIdentifier<
    ContextualSource<CatalogueSource, CatalogueReadContext>
  >,
  /** The content service's collections; `withContext` gives one request's view. */
  ContentCollections: Symbol.for('ContentCollections') as ServiceIdentifier<
    ContextualSource<ContentCollections>
  >,
  SearchIndex: Symbol.for('SearchIndex') as ServiceIdentifier<SearchIndex>,
  /** The ticketing service (portal spec 2, 7), acting for the signed-in user of one request. */
  TicketDesk: Symbol.for('TicketDesk') as ServiceIdentifier<TicketDeskFor>,
  /** The ticketing service's files (portal spec 5), each call with the caller's token. */
  TicketAttachments: Symbol.for('TicketAttachments') as ServiceIdentifier<TicketAttachments>,
  /** The identity provider's issuer, known once the server listens (embedded provider). */
  IdentityIssuer: Symbol.for('IdentityIssuer') as ServiceIdentifier<IdentityIssuer>,
  /** Checks the ID token a portal call carries (portal spec 7), against the issuer's keys. */
  CallerVerifier: Symbol.for('CallerVerifier') as ServiceIdentifier<CallerVerifier>,
  /** Sends pages as HTML, through the whole-page cache. */
  PageResponder: Symbol.for('PageResponder') as ServiceIdentifier<PageResponder>,
  /** Draft content for the editor's preview, straight from the content service (spec 6). */
  DraftSource: Symbol.for('DraftSource') as ServiceIdentifier<DraftSource>,
  /** Whether a request comes from an editor (spec public-site 6), one key a process. */
  EditorAccess: Symbol.for('EditorAccess') as ServiceIdentifier<SignedCookieEditorAccess>,
  /** Every page of a site with its translation, for the editor area (read afresh, never cached). */
  EditorPages: Symbol.for('EditorPages') as ServiceIdentifier<EditorPages>,
  /** A page's translation state, start and reset (spec public-site 7), never cached. */
  TranslationService: Symbol.for('TranslationService') as ServiceIdentifier<TranslationService>,
  /** Whether a visitor may see a password-protected page (spec public-site 2.3). */
  PageAccess: Symbol.for('PageAccess') as ServiceIdentifier<PageAccessCheck>,
  /** Which media files only protected pages offer (the content service's list, kept a minute). */
  ProtectedFiles: Symbol.for('ProtectedFiles') as ServiceIdentifier<ProtectedFileIndex>,
  /** Counts password attempts at the gate: in memory, or in Redis when instances share one. */
  PasswordAttempts: Symbol.for('PasswordAttempts') as ServiceIdentifier<AttemptLimiter>,
  /** The inventory service (portal spec 2): machines of the caller's organisations. */
  Inventory: Symbol.for('Inventory') as ServiceIdentifier<Inventory>,
  /** The wire-flow download center's service (releases and their files). */
  WireFlowDownloads: Symbol.for('WireFlowDownloads') as ServiceIdentifier<WireFlowDownloads>,
  /** Signs and checks the download center's short-lived links, one key a process. */
  DownloadLinks: Symbol.for('DownloadLinks') as ServiceIdentifier<DownloadLinks>,
  /** The visitors' form submissions, stored durably before they count as sent (issue 19). */
  FormsOutbox: Symbol.for('FormsOutbox') as ServiceIdentifier<OpeningOutbox>,
  /** Hands the outbox's submissions to the receiving service (`FORMS_URL`). */
  FormsDelivery: Symbol.for('FormsDelivery') as ServiceIdentifier<DeliveryWorker>,
  /** Signs the forms' start tokens and whitepaper links, keys derived from `COOKIE_SECRET`. */
  FormKeys: Symbol.for('FormKeys') as ServiceIdentifier<FormKeys>,
  /** Form posts per visitor address (rate-limiter-flexible). */
  FormsLimiter: Symbol.for('FormsLimiter') as ServiceIdentifier<RateLimiterAbstract>,
  /** The whitepapers' files, from the content service with the server's credential. */
  Whitepapers: Symbol.for('Whitepapers') as ServiceIdentifier<WhitepaperFiles>,
  /** Tells every instance of a purge on publish (in process, node:cluster IPC or Redis pub/sub). */
  PurgeBus: Symbol.for('PurgeBus') as ServiceIdentifier<PurgeBus>,
  /** What `POST /api/cache/purge` asks for: `CACHE_PURGE_SECRET`, or the sandbox's random one. */
  PurgeSecret: Symbol.for('PurgeSecret') as ServiceIdentifier<string | null>,
  /**
   * The Redis the instances share (`REDIS_URL`) with this build's id, `null` without one: the data
   * and page caches keep a tier in it, and the purge bus may publish through its connection.
   */
  SharedCacheTier: Symbol.for('SharedCacheTier') as ServiceIdentifier<SharedCacheTier | null>,
} as const;

/** Where each upstream service answers: the real one, or the embedded sandbox's. */
export interface Upstreams {
  readonly contentUrl: string;
  readonly catalogueUrl: string;
  readonly ticketingUrl: string;
  readonly searchUrl: string;
  readonly inventoryUrl: string;
  readonly wireFlowUrl: string;
  /** Where form submissions are delivered: `FORMS_URL` or the sandbox's inbox; unset: nowhere yet. */
  readonly formsUrl?: string;
  /** The embedded sandbox's forms inbox (its base address), shown under `/sandbox/forms-inbox`. */
  readonly formsInboxUrl?: string;
  /** The server's credential towards the content service (whitepaper files): `CONTENT_TOKEN`, or the sandbox's. */
  readonly contentToken?: string;
}

/** A ticket desk acting for one user: it sends that user's identity token (renewed) on every call. */
export type TicketDeskFor = (
  identityToken: () => string | null | Promise<string | null>,
) => TicketDesk;

/** How every GraphQL adapter reaches its upstream: address, time limit, logger. */
export interface Endpoints {
  readonly content: GraphqlEndpointOptions;
  readonly catalogue: GraphqlEndpointOptions;
}
