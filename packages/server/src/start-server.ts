import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type RunningSandbox } from '@kmx/sandbox';
import type { Config } from './config/config';
import { buildContainer } from './container/container';
import { tokens, type Upstreams } from './container/tokens';
import { createApp } from './http/create-app';
import { readClientAssets } from './render/client-assets';
import { embeddedIdentity } from './sign-in/embedded-identity';
import { SignInMount } from './sign-in/SignInMount';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where Vite put the browser bundle; beside the built server by default. */
  readonly clientDirectory?: URL;
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
  const sandbox: RunningSandbox | undefined = needsSandbox
    ? await startSandbox({
        host: '127.0.0.1',
        ...(config.sandboxDataDirectory !== undefined && {
          dataDirectory: config.sandboxDataDirectory,
        }),
      })
    : undefined;
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
  const container = buildContainer(config, upstreams, assets);
  const logger = container.get(tokens.Logger);
  const signIn = new SignInMount(config, embeddedIdentity);
  const app = createApp(container, signIn);

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  await signIn.start(config.publicOrigin ?? `http://localhost:${port}`);
  logger.info('listening', { url, sandbox: sandbox !== undefined });
  const dataCache = container.get(tokens.DataCache);

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
