import { join } from 'node:path';
import { createCatalogueService } from './catalogue/catalogue-service';
import { catalogueSearchDocuments } from './catalogue/catalogue-search-documents';
import { storedSites } from './content/content-data';
import { contentSearchDocuments } from './content/content-search-documents';
import { CachePurgeNotice, type PurgeEndpoint } from './content/CachePurgeNotice';
import { createContentService } from './content/content-service';
import { sandboxContentToken } from './content/content-token';
import { contentItemsSearchDocuments } from './content/items-search-documents';
import { listenOnLoopback, type LoopbackServer } from './http/loopback';
import { sandboxIdentityIssuerPath } from './identity/identity-routes';
import { userinfoAuthenticate } from './idm/idm-caller';
import { idmDemoData } from './idm/idm-demo-data';
import { createIdmService } from './idm/idm-service';
import { IdmStore } from './idm/idm-store';
import { withUpstreamMeasure, type UpstreamCalls } from './http/upstream-measure';
import { UpstreamTimeline } from './http/UpstreamTimeline';
import { createSearchService } from './search/search-service';
import { createTicketingService } from './ticketing/ticketing-service';
import { createInventoryService } from './inventory/inventory-service';
import { createWireFlowService } from './wire-flow/wire-flow-service';
import { createFormsInbox } from './forms-inbox/forms-inbox';

export interface SandboxOptions {
  /** Loopback by default: the sandbox is never reachable from outside the machine. */
  readonly host?: string;
  /** Fixed ports for `npm run sandbox`; 0 (the default) picks free ones. */
  readonly ports?: Partial<Readonly<Record<SandboxService, number>>>;
  /** Where the ticketing service keeps its tickets across restarts. */
  readonly dataDirectory?: string;
  /**
   * Milliseconds added to every request of the content and catalogue services, which then also
   * count their calls per operation (`upstreamCalls()`); for `npm run bench`. Unset: neither.
   */
  readonly latencyMs?: number;
  /**
   * The issuer whose access tokens the identity-management service accepts (it asks that
   * provider's userinfo endpoint); the product's embedded provider at `http://localhost:3000` when
   * not given.
   */
  readonly identityIssuer?: string;
  /**
   * Whether to start the identity-management service (default true). The product runs its own
   * beside its identity provider, sharing one store, and then passes false; `idmUrl` is then ''.
   */
  readonly idm?: boolean;
  /**
   * The credential the content service asks of the product's server for whitepaper files
   * (`Authorization: Bearer …`); `sandboxContentToken` when not given.
   */
  readonly contentToken?: string;
}

export type SandboxService =
  | 'content'
  | 'catalogue'
  | 'ticketing'
  | 'search'
  | 'inventory'
  | 'wireFlow'
  | 'idm'
  | 'formsInbox';

export interface RunningSandbox {
  /** GraphQL endpoint of the content service (pages, navigation, stories, news, translation). */
  readonly contentUrl: string;
  /** GraphQL endpoint of the catalogue service (classifications, products, services). */
  readonly catalogueUrl: string;
  /** GraphQL endpoint of the ticketing service. */
  readonly ticketingUrl: string;
  /** Base address of the search service (`POST /search`, `POST /suggest`). */
  readonly searchUrl: string;
  /** Base address of the inventory service (`GET /machines`). */
  readonly inventoryUrl: string;
  /** Base address of the wire-flow download service (`GET /releases`, `GET /files/{id}`). */
  readonly wireFlowUrl: string;
  /** Base address of the identity-management service (`/openidm/managed/alpha_user`, …). */
  readonly idmUrl: string;
  /**
   * Base address of the forms inbox (`POST /submissions` takes what the product delivers, `GET /`
   * lists it for the developer): the product's default `FORMS_URL` is `{formsInboxUrl}/submissions`.
   */
  readonly formsInboxUrl: string;
  /** The credential the content service asks for whitepaper files (`Authorization: Bearer …`). */
  readonly contentToken: string;
  /** Calls of the content and catalogue services per `{service}:{operation}`; empty without `latencyMs`. */
  upstreamCalls(): Readonly<Record<string, number>>;
  /**
   * The round trips one after another the calls since the last reset took at least: the longest
   * chain of calls each arriving after the one before was answered (`UpstreamTimeline`). Calls
   * named `{service}:{operation}` starting with one of `leaving` are left out. 0 without `latencyMs`.
   */
  upstreamRounds(leaving?: readonly string[]): number;
  /** Starts counting calls and rounds again from zero. */
  resetUpstreamCalls(): void;
  /**
   * Where the product takes purges, once it listens: from then on the content service calls it
   * when its content changes (an editor's translation start or reset, a demo edit).
   */
  announcePurgeEndpoint(endpoint: PurgeEndpoint): void;
  close(): Promise<void>;
}

function siteIdsBySlug(): Record<string, string> {
  return Object.fromEntries(
    storedSites.flatMap((site) => (site.slug ? [[site.slug, site.id] as const] : [])),
  );
}

/** Starts every stand-in on its own loopback port; the product's adapters talk to them over HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const port = (service: SandboxService) => options.ports?.[service] ?? 0;
  const dataDirectory = options.dataDirectory ?? join(process.cwd(), '.sandbox-data');
  const servers: LoopbackServer[] = [];
  const calls: UpstreamCalls = new Map();
  const timeline = new UpstreamTimeline();
  const { latencyMs } = options;
  const contentToken = options.contentToken ?? sandboxContentToken;
  const notice = new CachePurgeNotice();
  const measured = (service: SandboxService, handler: Parameters<typeof listenOnLoopback>[0]) =>
    latencyMs === undefined
      ? handler
      : withUpstreamMeasure(service, handler, { latencyMs, calls, timeline });
  const start = async (
    service: SandboxService,
    handler: Parameters<typeof listenOnLoopback>[0],
  ) => {
    const server = await listenOnLoopback(handler, port(service), host);
    servers.push(server);
    return server.origin;
  };

  try {
    const content = await start(
      'content',
      measured('content', createContentService({ serverToken: contentToken, notice })),
    );
    const catalogue = await start('catalogue', measured('catalogue', createCatalogueService()));
    const ticketing = await start(
      'ticketing',
      createTicketingService({ dataFile: join(dataDirectory, 'tickets.json') }),
    );
    const documents = [
      ...contentSearchDocuments(),
      ...contentItemsSearchDocuments(),
      ...catalogueSearchDocuments(),
    ];
    const search = await start(
      'search',
      createSearchService(documents, { siteIdsBySlug: siteIdsBySlug() }),
    );
    const inventory = await start('inventory', createInventoryService());
    const wireFlow = await start('wireFlow', createWireFlowService());
    const issuer = options.identityIssuer ?? `http://localhost:3000${sandboxIdentityIssuerPath}`;
    const idm =
      options.idm === false
        ? ''
        : await start(
            'idm',
            createIdmService({
              store: new IdmStore(join(dataDirectory, 'idm.json'), idmDemoData),
              authenticate: userinfoAuthenticate(issuer),
            }),
          );
    const formsInbox = await start(
      'formsInbox',
      createFormsInbox({ dataFile: join(dataDirectory, 'forms-inbox.jsonl') }),
    );
    return {
      contentUrl: `${content}/graphql`,
      catalogueUrl: `${catalogue}/graphql`,
      ticketingUrl: `${ticketing}/graphql`,
      searchUrl: search,
      inventoryUrl: inventory,
      wireFlowUrl: wireFlow,
      idmUrl: idm,
      formsInboxUrl: formsInbox,
      contentToken,
      upstreamCalls: () => Object.fromEntries(calls),
      upstreamRounds: (leaving) => timeline.rounds(leaving),
      resetUpstreamCalls: () => {
        calls.clear();
        timeline.clear();
      },
      announcePurgeEndpoint: (endpoint) => notice.use(endpoint),
      close: async () => {
        await Promise.all(servers.map((server) => server.close()));
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
}
