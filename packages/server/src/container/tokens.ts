import type {
  CachedContentCollections,
  CachedCatalogueSource,
  CachedContentSource,
  GraphqlEndpointOptions,
  ReadThroughCache,
} from '@kmx/adapters';
import type { Clock, SearchIndex, TranslationService } from '@kmx/domain/ports';
import type { ServiceIdentifier } from 'inversify';
import type { Config } from '../config/config';
import type { JsonLogger } from '../logging/JsonLogger';
import type { PageAccessCheck } from '../protection/PageProtection';
import type { ClientAssets } from '../render/client-assets';
import type { PageResponder } from '../render/PageResponder';

/** Every binding of the container, typed, in one place. */
export const tokens = {
  Config: Symbol.for('Config') as ServiceIdentifier<Config>,
  Upstreams: Symbol.for('Upstreams') as ServiceIdentifier<Upstreams>,
  Endpoints: Symbol.for('Endpoints') as ServiceIdentifier<Endpoints>,
  Logger: Symbol.for('Logger') as ServiceIdentifier<JsonLogger>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  ClientAssets: Symbol.for('ClientAssets') as ServiceIdentifier<ClientAssets>,
  DataCache: Symbol.for('DataCache') as ServiceIdentifier<ReadThroughCache>,
  /** The content service behind the data cache; `withContext` gives one request's view. */
  ContentSource: Symbol.for('ContentSource') as ServiceIdentifier<CachedContentSource>,
  /** The catalogue service behind the data cache; `withContext` gives one request's view. */
  CatalogueSource: Symbol.for('CatalogueSource') as ServiceIdentifier<CachedCatalogueSource>,
  ContentCollections: Symbol.for(
    'ContentCollections',
  ) as ServiceIdentifier<CachedContentCollections>,
  TranslationService: Symbol.for('TranslationService') as ServiceIdentifier<TranslationService>,
  SearchIndex: Symbol.for('SearchIndex') as ServiceIdentifier<SearchIndex>,
  /** Sends pages as HTML, through the whole-page cache. */
  PageResponder: Symbol.for('PageResponder') as ServiceIdentifier<PageResponder>,
  /** Whether a visitor may see a password-protected page (spec public-site 2.3). */
  PageAccess: Symbol.for('PageAccess') as ServiceIdentifier<PageAccessCheck>,
} as const;

/** Where each upstream service answers: the real one, or the embedded sandbox's. */
export interface Upstreams {
  readonly contentUrl: string;
  readonly catalogueUrl: string;
  readonly ticketingUrl: string;
  readonly searchUrl: string;
}

/** How every GraphQL adapter reaches its upstream: address, time limit, logger. */
export interface Endpoints {
  readonly content: GraphqlEndpointOptions;
  readonly catalogue: GraphqlEndpointOptions;
}
