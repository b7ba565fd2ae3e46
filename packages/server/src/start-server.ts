import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserinfoAccessTokenCheck } from '@kmx/adapters';
import type { AccessTokenCheck, Logger } from '@kmx/domain/ports';
import type { EmbeddedSandbox } from '@kmx/sandbox';
import type { Config } from './config/config';
import { embeddedSandboxRuns } from './config/embedded-sandbox-runs';
import { resolveAppServices } from './container/app-services';
import { buildContainer } from './container/container';
import { cachePurgePath } from './cache-purge/cache-purge-router';
import type { Upstreams } from './container/tokens';
import { appMessageClasses } from './http/app-message-classes';
import { ConnectionDrain } from './http/ConnectionDrain';
import { createApp } from './http/create-app';
import { readClientAssets } from './render/client-assets';
import { SignInMount, type IdentityFactory } from './sign-in/SignInMount';

export interface RunningServer {
  readonly url: string;
  /** Stops at once: idle connections are closed, requests in flight finish. */
  close(): Promise<void>;
  /**
   * Stops as a deploy asks (SIGTERM): `/healthz` answers 503, nothing is dropped, and requests in
   * flight get `SHUTDOWN_GRACE_MS` to finish (see `ConnectionDrain`).
   */
  drain(): Promise<void>;
}

export interface StartOptions {
  /** Where Vite put the browser bundle; beside the built server by default. */
  readonly clientDirectory?: URL;
  /** A cluster worker: the embedded sandbox its primary runs, in place of starting one. */
  readonly sandbox?: EmbeddedSandbox;
  /** A cluster worker: the embedded identity its primary holds, in place of making one. */
  readonly identity?: IdentityFactory;
  /** A cluster worker outside production: names itself in `X-Kmx-Worker` (its pid), for tests. */
  readonly workerName?: string;
}

/**
 * The sandbox's identity provider, loaded only when no `IDENTITY_URL` is set: a production start
 * never loads oidc-provider.
 */
const embeddedIdentity: IdentityFactory = async (origin, config) => {
  const { embeddedIdentity: identity } = await import('./sign-in/embedded-identity');
  return identity(origin, config);
};

/**
 * The embedded sandbox, loaded only when an upstream is left to it: with every upstream
 * configured, no GraphQL server or demo data is loaded. Its services run in a worker thread, so a
 * burst of searches does not queue behind the product's own work (issue 15); started from source
 * (tests), they run in this thread (see `startSandboxWorker`).
 */
export async function startEmbeddedSandbox(
  config: Config,
  onError: (error: unknown) => void,
): Promise<EmbeddedSandbox> {
  const { startSandboxWorker } = await import('@kmx/sandbox');
  return startSandboxWorker({
    host: '127.0.0.1',
    // The product runs the identity-management service itself, beside its identity provider and
    // over the same store: a second one in the worker would write the same file.
    idm: false,
    ...(config.sandboxDataDirectory !== undefined && {
      dataDirectory: config.sandboxDataDirectory,
    }),
    onError,
  });
}

/**
 * With a real provider configured (`IDENTITY_URL`), its userinfo endpoint says whose an access
 * token is, for the product's check in front of `/openidm`; the embedded provider checks its own.
 */
function configuredProviderTokenCheck(
  config: Config,
  issuer: () => string,
  logger: Logger,
): AccessTokenCheck | undefined {
  if (config.identityUrl === undefined) return undefined;
  return new UserinfoAccessTokenCheck({
    issuer: issuer(),
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  });
}

/**
 * Where form submissions go (issue 19): `FORMS_URL`, else the embedded sandbox's forms inbox; with
 * neither, nowhere yet (they are kept pending). And the credential whitepaper files need.
 */
function formsUpstreams(
  config: Config,
  sandbox: EmbeddedSandbox | undefined,
): Pick<Upstreams, 'formsUrl' | 'formsInboxUrl' | 'contentToken'> {
  const inbox = sandbox?.formsInboxUrl;
  const formsUrl = config.formsUrl ?? (inbox === undefined ? undefined : `${inbox}/submissions`);
  // The sandbox's token serves only its own content service.
  const contentToken =
    config.contentToken ?? (config.contentUrl === undefined ? sandbox?.contentToken : undefined);
  return {
    ...(formsUrl !== undefined && { formsUrl }),
    ...(inbox !== undefined && { formsInboxUrl: inbox }),
    ...(contentToken !== undefined && { contentToken }),
  };
}

/** Starts the product: the embedded sandbox for every upstream left unset, then the HTTP server. */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const clientDirectory = options.clientDirectory ?? new URL('./client/', import.meta.url);
  const needsSandbox = embeddedSandboxRuns(config);
  // The logger exists once the container does; the worker failing before then goes unlogged.
  const sandboxLog: { logger?: Logger } = {};
  const sandboxFailed = (error: unknown) =>
    sandboxLog.logger?.error('The embedded sandbox stopped', { error });
  const sandbox =
    options.sandbox ??
    (needsSandbox ? await startEmbeddedSandbox(config, sandboxFailed) : undefined);
  const upstream = (
    configured: string | undefined,
    embedded: (running: EmbeddedSandbox) => string,
  ) => configured ?? (sandbox ? embedded(sandbox) : '');
  const upstreams: Upstreams = {
    contentUrl: upstream(config.contentUrl, (running) => running.contentUrl),
    catalogueUrl: upstream(config.catalogueUrl, (running) => running.catalogueUrl),
    ticketingUrl: upstream(config.ticketingUrl, (running) => running.ticketingUrl),
    searchUrl: upstream(config.searchUrl, (running) => running.searchUrl),
    inventoryUrl: upstream(config.inventoryUrl, (running) => running.inventoryUrl),
    wireFlowUrl: upstream(config.wireFlowUrl, (running) => running.wireFlowUrl),
    ...formsUpstreams(config, sandbox),
  };
  const assets = await readClientAssets(clientDirectory);
  // The container is asked once, here; everything after gets plain typed objects.
  const services = resolveAppServices(buildContainer(config, upstreams, assets));
  const { logger, dataCache } = services;
  sandboxLog.logger = logger;
  const signIn = new SignInMount(
    config,
    options.identity ?? embeddedIdentity,
    configuredProviderTokenCheck(config, () => services.identityIssuer.current(), logger),
  );
  const connections = new ConnectionDrain();
  const app = createApp(services, signIn, connections);

  const { workerName } = options;
  const handler: RequestListener =
    workerName === undefined
      ? app
      : (request, response) => {
          response.setHeader('x-kmx-worker', workerName);
          app(request, response);
        };
  const server: Server = await new Promise((resolve, reject) => {
    const listening = createServer(appMessageClasses(app), handler);
    listening.once('error', reject);
    listening.listen(config.port, config.host, () => {
      listening.off('error', reject);
      resolve(listening);
    });
    connections.watch(listening);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  const origin = config.publicOrigin ?? `http://localhost:${port}`;
  services.identityIssuer.listening(origin);
  await signIn.start(origin);
  logger.info('listening', { url, sandbox: sandbox?.runsIn ?? 'none' });
  // The embedded content service purges what it changes, once it knows where (and how) to.
  if (sandbox !== undefined && config.contentUrl === undefined && services.purgeSecret !== null) {
    sandbox.announcePurgeEndpoint({ url: `${url}${cachePurgePath}`, secret: services.purgeSecret });
  }
  if (upstreams.formsUrl === undefined) {
    logger.warn('FORMS_URL is not set: form submissions are accepted and kept, not delivered');
  }
  // Submissions stored before a restart (or by another instance) are delivered from now on.
  services.formsDelivery.start();
  void services.formsOutbox.warmUp().catch((error: unknown) =>
    logger.error('forms: the outbox could not be opened', {
      error: error instanceof Error ? error.message : String(error),
    }),
  );

  const release = async () => {
    // The delivery in flight finishes, then the outbox's database closes.
    await services.formsDelivery.stop();
    await services.formsOutbox.close();
    await dataCache.idle();
    await services.purgeBus.close();
    // After the bus, which may publish through the same connection.
    await services.sharedCache?.connection.close();
    // A cluster's sandbox is its primary's to close.
    if (options.sandbox === undefined) await sandbox?.close();
  };
  return {
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await release();
    },
    async drain() {
      await connections.drain(server, config.shutdownGraceMs);
      await release();
    },
  };
}
