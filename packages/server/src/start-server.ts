import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningSandbox } from '@kmx/sandbox';
import type { Config } from './config/config';
import { resolveAppServices } from './container/app-services';
import { buildContainer } from './container/container';
import type { Upstreams } from './container/tokens';
import { createApp } from './http/create-app';
import { readClientAssets } from './render/client-assets';
import { SignInMount, type IdentityFactory } from './sign-in/SignInMount';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where Vite put the browser bundle; beside the built server by default. */
  readonly clientDirectory?: URL;
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
 * configured, no GraphQL server or demo data is loaded.
 */
async function startEmbeddedSandbox(config: Config): Promise<RunningSandbox> {
  const { startSandbox } = await import('@kmx/sandbox');
  return startSandbox({
    host: '127.0.0.1',
    ...(config.sandboxDataDirectory !== undefined && {
      dataDirectory: config.sandboxDataDirectory,
    }),
  });
}

/** Starts the product: the embedded sandbox for every upstream left unset, then the HTTP server. */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const clientDirectory = options.clientDirectory ?? new URL('./client/', import.meta.url);
  const needsSandbox = [
    config.contentUrl,
    config.catalogueUrl,
    config.ticketingUrl,
    config.searchUrl,
  ].some((url) => url === undefined);
  const sandbox = needsSandbox ? await startEmbeddedSandbox(config) : undefined;
  const upstream = (
    configured: string | undefined,
    embedded: (running: RunningSandbox) => string,
  ) => configured ?? (sandbox ? embedded(sandbox) : '');
  const upstreams: Upstreams = {
    contentUrl: upstream(config.contentUrl, (running) => running.contentUrl),
    catalogueUrl: upstream(config.catalogueUrl, (running) => running.catalogueUrl),
    ticketingUrl: upstream(config.ticketingUrl, (running) => running.ticketingUrl),
    searchUrl: upstream(config.searchUrl, (running) => running.searchUrl),
  };
  const assets = await readClientAssets(clientDirectory);
  // The container is asked once, here; everything after gets plain typed objects.
  const services = resolveAppServices(buildContainer(config, upstreams, assets));
  const { logger, dataCache } = services;
  const signIn = new SignInMount(config, embeddedIdentity);
  const app = createApp(services, signIn);

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  await signIn.start(config.publicOrigin ?? `http://localhost:${port}`);
  logger.info('listening', { url, sandbox: sandbox !== undefined });

  return {
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await dataCache.idle();
      await sandbox?.close();
    },
  };
}
