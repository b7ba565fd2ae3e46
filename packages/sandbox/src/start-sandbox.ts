import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentService } from './content/content-service';

export interface SandboxOptions {
  /** Loopback by default: the sandbox is never reachable from outside the machine. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly contentPort?: number;
}

export interface RunningSandbox {
  readonly contentUrl: string;
  close(): Promise<void>;
}

function listen(server: Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve(`http://${host}:${bound}`);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const content = createServer(createContentService());
  const contentOrigin = await listen(content, host, options.contentPort ?? 0);
  return {
    contentUrl: `${contentOrigin}/graphql`,
    close: () => close(content),
  };
}
