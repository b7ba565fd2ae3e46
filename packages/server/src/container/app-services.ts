import type {
  CallerVerifier,
  CatalogueReadContext,
  CatalogueSource,
  Clock,
  ContentCollections,
  ContentSource,
  ContextualSource,
  DraftSource,
  EditorPages,
  Logger,
  Inventory,
  PurgeBus,
  SearchIndex,
  TicketAttachments,
  TranslationService,
  WireFlowDownloads,
  WhitepaperFiles,
} from '@kmx/domain/ports';
import type { Container } from 'inversify';
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
import { tokens, type TicketDeskFor, type Upstreams } from './tokens';

/** What the server does with the data cache itself; the cached sources read through it. */
interface DataCacheControl {
  /** Empties it (`cache=clear`). */
  clear(): Promise<void>;
  /** Settles once no fill is under way, so a closing server leaves nothing running. */
  idle(): Promise<void>;
  /** Drops the entries a purge on publish names. */
  purge(isPurged: (key: string) => boolean): Promise<void>;
}

/** Every port and service the HTTP application uses, resolved from the container once. */
export interface AppServices {
  readonly config: Config;
  readonly upstreams: Upstreams;
  readonly assets: ClientAssets;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly content: ContextualSource<ContentSource>;
  readonly collections: ContextualSource<ContentCollections>;
  readonly catalogue: ContextualSource<CatalogueSource, CatalogueReadContext>;
  readonly dataCache: DataCacheControl;
  readonly search: SearchIndex;
  readonly inventory: Inventory;
  readonly wireFlowDownloads: WireFlowDownloads;
  readonly downloadLinks: DownloadLinks;
  readonly pageAccess: PageAccessCheck;
  readonly passwordAttempts: AttemptLimiter;
  readonly protectedFiles: ProtectedFileIndex;
  readonly responder: PageResponder;
  readonly drafts: DraftSource;
  readonly editorAccess: SignedCookieEditorAccess;
  readonly editorPages: EditorPages;
  readonly translations: TranslationService;
  readonly identityIssuer: IdentityIssuer;
  readonly callerVerifier: CallerVerifier;
  readonly ticketDesk: TicketDeskFor;
  readonly ticketAttachments: TicketAttachments;
  readonly formsOutbox: OpeningOutbox;
  readonly formsDelivery: DeliveryWorker;
  readonly formKeys: FormKeys;
  readonly formsLimiter: RateLimiterAbstract;
  readonly whitepapers: WhitepaperFiles;
  readonly purgeBus: PurgeBus;
  /** `null`: no purge secret in force, `POST /api/cache/purge` answers 503. */
  readonly purgeSecret: string | null;
  /** The Redis tier the instances share (`REDIS_URL`); `null`: memory alone. */
  readonly sharedCache: SharedCacheTier | null;
}

/** The one place the container is asked: everything after this receives plain typed objects. */
export function resolveAppServices(container: Container): AppServices {
  return {
    config: container.get(tokens.Config),
    upstreams: container.get(tokens.Upstreams),
    assets: container.get(tokens.ClientAssets),
    clock: container.get(tokens.Clock),
    logger: container.get(tokens.Logger),
    content: container.get(tokens.ContentSource),
    collections: container.get(tokens.ContentCollections),
    catalogue: container.get(tokens.CatalogueSource),
    dataCache: container.get(tokens.DataCache),
    search: container.get(tokens.SearchIndex),
    inventory: container.get(tokens.Inventory),
    wireFlowDownloads: container.get(tokens.WireFlowDownloads),
    downloadLinks: container.get(tokens.DownloadLinks),
    pageAccess: container.get(tokens.PageAccess),
    passwordAttempts: container.get(tokens.PasswordAttempts),
    protectedFiles: container.get(tokens.ProtectedFiles),
    responder: container.get(tokens.PageResponder),
    drafts: container.get(tokens.DraftSource),
    editorAccess: container.get(tokens.EditorAccess),
    editorPages: container.get(tokens.EditorPages),
    translations: container.get(tokens.TranslationService),
    identityIssuer: container.get(tokens.IdentityIssuer),
    callerVerifier: container.get(tokens.CallerVerifier),
    ticketDesk: container.get(tokens.TicketDesk),
    ticketAttachments: container.get(tokens.TicketAttachments),
    formsOutbox: container.get(tokens.FormsOutbox),
    formsDelivery: container.get(tokens.FormsDelivery),
    formKeys: container.get(tokens.FormKeys),
    formsLimiter: container.get(tokens.FormsLimiter),
    whitepapers: container.get(tokens.Whitepapers),
    purgeBus: container.get(tokens.PurgeBus),
    purgeSecret: container.get(tokens.PurgeSecret),
    sharedCache: container.get(tokens.SharedCacheTier),
  };
}
