import {
  CachedCatalogueSource,
  CachedContentCollections,
  CachedContentSource,
  CircuitBreaker,
  GraphqlCatalogueSource,
  GraphqlContentCollections,
  GraphqlContentSource,
  GraphqlDraftSource,
  GraphqlEditorPages,
  GraphqlProtectedMedia,
  GraphqlTicketDesk,
  GraphqlTranslationService,
  HttpInventory,
  HttpSearchIndex,
  HttpTicketAttachments,
  HttpWireFlowDownloads,
  JoseCallerVerifier,
  LruCache,
  ReadThroughCache,
  lastGoodEntries,
} from '@kmx/adapters';
import { cachePolicy, sharedCacheNames } from '@kmx/domain/policies';
import type { Cache, Clock, DataCache, Logger } from '@kmx/domain/ports';
import { portalSignInSettings } from '@kmx/portal-auth';
import { Container, ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import { editorAccessFor } from '../draft/editor-access-for';
import { editorPasswordInForce } from '../editor-area/editor-password';
import { PinoLogger } from '../logging/PinoLogger';
import { pageAccessFor } from '../protection/page-access-for';
import { ProtectedFileIndex } from '../protection/ProtectedFileIndex';
import { RateLimiterAttemptLimiter } from '../protection/RateLimiterAttemptLimiter';
import type { ClientAssets } from '../render/client-assets';
import type { FormKeys } from '../forms/form-keys';
import { pageResponderFor } from '../render/page-responder-for';
import { IdentityIssuer } from '../sign-in/IdentityIssuer';
import { downloadLinksFor } from '../portal-api/download-links-for';
import { formsModule } from './forms-module';
import { purgeModule } from './purge-module';
import { sharedCacheTierFor, tieredStore, type SharedCacheTier } from './shared-cache-tier';
import { tokens, type Endpoints, type TicketDeskFor, type Upstreams } from './tokens';

const systemClock: Clock = { now: () => Date.now() };

function coreModule(config: Config, upstreams: Upstreams, assets: ClientAssets) {
  return new ContainerModule(({ bind }) => {
    bind(tokens.Config).toConstantValue(config);
    bind(tokens.Upstreams).toConstantValue(upstreams);
    bind(tokens.ClientAssets).toConstantValue(assets);
    bind(tokens.Clock).toConstantValue(systemClock);
    bind(tokens.Logger).toConstantValue(new PinoLogger(config.logLevel));
  });
}

/**
 * The data cache of spec 9: in memory, in front of a tier in Redis shared by every instance when
 * `REDIS_URL` is set (its last good answers too, so an instance that never read a key still has
 * one to serve while the upstream fails).
 */
const cacheModule = new ContainerModule(({ bind }) => {
  bind(tokens.SharedCacheTier)
    .toResolvedValue(sharedCacheTierFor, [tokens.Config, tokens.ClientAssets, tokens.Logger])
    .inSingletonScope();
  bind(tokens.DataCacheStore)
    .toResolvedValue(
      (clock: Clock, tier: SharedCacheTier | null, logger: Logger) =>
        tieredStore({
          memory: new LruCache<unknown>({ clock }),
          tier,
          cache: sharedCacheNames.data,
          policy: cachePolicy,
          clock,
          logger,
        }),
      [tokens.Clock, tokens.SharedCacheTier, tokens.Logger],
    )
    .inSingletonScope();
  bind(tokens.DataCache)
    .toResolvedValue(
      (cache: Cache<unknown>, clock: Clock, logger: Logger, tier: SharedCacheTier | null) => {
        const policy = { ...cachePolicy, maxEntries: lastGoodEntries };
        const lastGood =
          tier === null
            ? undefined
            : tieredStore({
                memory: new LruCache<unknown>({ clock, policy }),
                tier,
                cache: sharedCacheNames.lastGood,
                policy,
                clock,
                logger,
              });
        return new ReadThroughCache({ cache, clock, logger, ...(lastGood && { lastGood }) });
      },
      [tokens.DataCacheStore, tokens.Clock, tokens.Logger, tokens.SharedCacheTier],
    )
    .inSingletonScope();
});

/** The GraphQL upstreams, each behind the data cache and a circuit of its own. */
const graphqlModule = new ContainerModule(({ bind }) => {
  bind(tokens.Endpoints)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, logger: Logger): Endpoints => {
        const endpoint = (url: string) => ({
          endpoint: url,
          timeoutMs: config.upstreamTimeoutMs,
          logger,
        });
        return {
          content: endpoint(upstreams.contentUrl),
          catalogue: endpoint(upstreams.catalogueUrl),
        };
      },
      [tokens.Config, tokens.Upstreams, tokens.Logger],
    )
    .inSingletonScope();
  bind(tokens.ContentSource)
    .toResolvedValue(
      (endpoints: Endpoints, clock: Clock, cache: DataCache) =>
        new CachedContentSource({
          source: new GraphqlContentSource(endpoints.content),
          cache,
          breaker: new CircuitBreaker({ name: 'content service', clock }),
        }),
      [tokens.Endpoints, tokens.Clock, tokens.DataCache],
    )
    .inSingletonScope();
  bind(tokens.CatalogueSource)
    .toResolvedValue(
      (endpoints: Endpoints, clock: Clock, cache: DataCache) =>
        new CachedCatalogueSource({
          source: new GraphqlCatalogueSource(endpoints.catalogue),
          cache,
          breaker: new CircuitBreaker({ name: 'catalogue service', clock }),
        }),
      [tokens.Endpoints, tokens.Clock, tokens.DataCache],
    )
    .inSingletonScope();
  bind(tokens.ContentCollections)
    .toResolvedValue(
      (endpoints: Endpoints, clock: Clock, cache: DataCache) =>
        new CachedContentCollections({
          source: new GraphqlContentCollections(endpoints.content),
          cache,
          breaker: new CircuitBreaker({ name: 'content service collections', clock }),
        }),
      [tokens.Endpoints, tokens.Clock, tokens.DataCache],
    )
    .inSingletonScope();
});

/** The ticketing service, one desk a signed-in user; not cached (personal data). */
const ticketingModule = new ContainerModule(({ bind }) => {
  bind(tokens.TicketDesk)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, logger: Logger): TicketDeskFor =>
        (identityToken) =>
          new GraphqlTicketDesk({
            endpoint: upstreams.ticketingUrl,
            identityToken,
            timeoutMs: config.upstreamTimeoutMs,
            logger,
          }),
      [tokens.Config, tokens.Upstreams, tokens.Logger],
    )
    .inSingletonScope();
  bind(tokens.TicketAttachments)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, logger: Logger) =>
        new HttpTicketAttachments({
          // The same service as the GraphQL part: its origin, unless told otherwise.
          baseUrl:
            config.ticketingAttachmentsUrl ??
            new URL('/attachments', upstreams.ticketingUrl).toString(),
          timeoutMs: config.upstreamTimeoutMs,
          logger,
        }),
      [tokens.Config, tokens.Upstreams, tokens.Logger],
    )
    .inSingletonScope();
});

/** Who calls the portal's endpoints: ID tokens checked against the identity provider's keys. */
const identityModule = new ContainerModule(({ bind }) => {
  bind(tokens.IdentityIssuer)
    .toResolvedValue((config: Config) => new IdentityIssuer(config), [tokens.Config])
    .inSingletonScope();
  bind(tokens.CallerVerifier)
    .toResolvedValue(
      (config: Config, issuer: IdentityIssuer, logger: Logger) =>
        new JoseCallerVerifier({
          issuer: () => issuer.current(),
          audience: config.identityClientId,
          // Spec portal 9: the identity provider gets 3 s.
          timeoutMs: portalSignInSettings.timeout,
          logger,
        }),
      [tokens.Config, tokens.IdentityIssuer, tokens.Logger],
    )
    .inSingletonScope();
});

/** The inventory and the wire-flow download center: personal answers, never cached. */
const inventoryAndDownloadsModule = new ContainerModule(({ bind }) => {
  bind(tokens.Inventory)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, logger: Logger) =>
        new HttpInventory({
          baseUrl: upstreams.inventoryUrl,
          timeoutMs: config.upstreamTimeoutMs,
          logger,
        }),
      [tokens.Config, tokens.Upstreams, tokens.Logger],
    )
    .inSingletonScope();
  bind(tokens.WireFlowDownloads)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, logger: Logger) =>
        new HttpWireFlowDownloads({
          baseUrl: upstreams.wireFlowUrl,
          timeoutMs: config.upstreamTimeoutMs,
          logger,
        }),
      [tokens.Config, tokens.Upstreams, tokens.Logger],
    )
    .inSingletonScope();
  bind(tokens.DownloadLinks)
    .toResolvedValue(downloadLinksFor, [tokens.Config, tokens.Clock])
    .inSingletonScope();
});

const searchModule = new ContainerModule(({ bind }) => {
  bind(tokens.SearchIndex)
    .toResolvedValue(
      (config: Config, upstreams: Upstreams, logger: Logger) =>
        new HttpSearchIndex({
          baseUrl: upstreams.searchUrl,
          timeoutMs: config.upstreamTimeoutMs,
          logger,
        }),
      [tokens.Config, tokens.Upstreams, tokens.Logger],
    )
    .inSingletonScope();
});

/** The editor's drafts: read afresh each time, never cached, and whether a caller is an editor. */
const draftsModule = new ContainerModule(({ bind }) => {
  bind(tokens.DraftSource)
    .toResolvedValue(
      (endpoints: Endpoints) => new GraphqlDraftSource(endpoints.content),
      [tokens.Endpoints],
    )
    .inSingletonScope();
  bind(tokens.EditorAccess)
    .toResolvedValue(
      (config: Config) => editorAccessFor(config, editorPasswordInForce(config)),
      [tokens.Config],
    )
    .inSingletonScope();
  // The editor area's pages and translations: straight from the content service, no data cache.
  bind(tokens.EditorPages)
    .toResolvedValue(
      (endpoints: Endpoints) => new GraphqlEditorPages(endpoints.content),
      [tokens.Endpoints],
    )
    .inSingletonScope();
  bind(tokens.TranslationService)
    .toResolvedValue(
      (endpoints: Endpoints) => new GraphqlTranslationService(endpoints.content),
      [tokens.Endpoints],
    )
    .inSingletonScope();
});

// --- pages (page responder, page access) ---
const pagesModule = new ContainerModule(({ bind }) => {
  bind(tokens.PageResponder)
    .toResolvedValue(
      (
        config: Config,
        assets: ClientAssets,
        clock: Clock,
        logger: Logger,
        keys: FormKeys,
        tier: SharedCacheTier | null,
      ) =>
        // Each rendered page's forms carry a start token, for visitors without JavaScript.
        pageResponderFor(
          config,
          assets,
          clock,
          logger,
          () => keys.startTokens.issue(clock.now()),
          tier,
        ),
      [
        tokens.Config,
        tokens.ClientAssets,
        tokens.Clock,
        tokens.Logger,
        tokens.FormKeys,
        tokens.SharedCacheTier,
      ],
    )
    .inSingletonScope();
  bind(tokens.PageAccess)
    .toResolvedValue(pageAccessFor, [tokens.Config, tokens.Clock, tokens.Logger])
    .inSingletonScope();
  bind(tokens.PasswordAttempts).toConstantValue(new RateLimiterAttemptLimiter());
  bind(tokens.ProtectedFiles)
    .toResolvedValue(
      (endpoints: Endpoints, clock: Clock) =>
        new ProtectedFileIndex({ source: new GraphqlProtectedMedia(endpoints.content), clock }),
      [tokens.Endpoints, tokens.Clock],
    )
    .inSingletonScope();
});
// --- end pages ---

/** The one composition root: ports bound to adapters, one module per adapter family. */
export function buildContainer(
  config: Config,
  upstreams: Upstreams,
  assets: ClientAssets,
): Container {
  const container = new Container();
  container.load(
    coreModule(config, upstreams, assets),
    cacheModule,
    graphqlModule,
    ticketingModule,
    identityModule,
    searchModule,
    inventoryAndDownloadsModule,
    pagesModule,
    draftsModule,
    formsModule,
    purgeModule,
  );
  return container;
}
