import {
  CachedCatalogueSource,
  CachedContentCollections,
  CachedContentSource,
  CircuitBreaker,
  GraphqlCatalogueSource,
  GraphqlContentCollections,
  GraphqlContentSource,
  GraphqlTranslationService,
  HttpSearchIndex,
  LruCache,
  ReadThroughCache,
} from '@kmx/adapters';
import type { Clock, Logger } from '@kmx/domain/ports';
import { Container, ContainerModule } from 'inversify';
import type { Config } from '../config/config';
import { JsonLogger } from '../logging/JsonLogger';
import { pageAccessFor } from '../protection/page-access-for';
import type { ClientAssets } from '../render/client-assets';
import { pageResponderFor } from '../render/page-responder-for';
import { tokens, type Endpoints, type Upstreams } from './tokens';

const systemClock: Clock = { now: () => Date.now() };

function coreModule(config: Config, upstreams: Upstreams, assets: ClientAssets) {
  return new ContainerModule(({ bind }) => {
    bind(tokens.Config).toConstantValue(config);
    bind(tokens.Upstreams).toConstantValue(upstreams);
    bind(tokens.ClientAssets).toConstantValue(assets);
    bind(tokens.Clock).toConstantValue(systemClock);
    bind(tokens.Logger).toConstantValue(new JsonLogger(config.logLevel));
  });
}

/** The data cache of spec 9, in memory; a Redis-backed `Cache` would be bound here instead. */
const cacheModule = new ContainerModule(({ bind }) => {
  bind(tokens.DataCache)
    .toResolvedValue(
      (clock: Clock, logger: Logger) =>
        new ReadThroughCache({ cache: new LruCache<unknown>({ clock }), clock, logger }),
      [tokens.Clock, tokens.Logger],
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
      (endpoints: Endpoints, clock: Clock, cache: ReadThroughCache) =>
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
      (endpoints: Endpoints, clock: Clock, cache: ReadThroughCache) =>
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
      (endpoints: Endpoints, clock: Clock, cache: ReadThroughCache) =>
        new CachedContentCollections({
          source: new GraphqlContentCollections(endpoints.content),
          cache,
          breaker: new CircuitBreaker({ name: 'content service collections', clock }),
        }),
      [tokens.Endpoints, tokens.Clock, tokens.DataCache],
    )
    .inSingletonScope();
  bind(tokens.TranslationService)
    .toResolvedValue(
      (endpoints: Endpoints) => new GraphqlTranslationService(endpoints.content),
      [tokens.Endpoints],
    )
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

// --- pages (page responder, page access) ---
const pagesModule = new ContainerModule(({ bind }) => {
  bind(tokens.PageResponder)
    .toResolvedValue(pageResponderFor, [
      tokens.Config,
      tokens.ClientAssets,
      tokens.Clock,
      tokens.Logger,
    ])
    .inSingletonScope();
  bind(tokens.PageAccess)
    .toResolvedValue(pageAccessFor, [tokens.Config, tokens.Clock, tokens.Logger])
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
    searchModule,
    pagesModule,
  );
  return container;
}
