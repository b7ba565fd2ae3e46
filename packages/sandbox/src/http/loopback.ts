import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** `http://127.0.0.1:{port}` */
  readonly origin: string;
  close(): Promise<void>;
}

/** Serves `handler` on a loopback port (0 picks a free one): never reachable from outside. */
export async function listenOnLoopback(
  handler: RequestListener,
  port = 0,
  host = '127.0.0.1',
): Promise<LoopbackServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${bound}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
