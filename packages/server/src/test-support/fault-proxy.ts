import { createContentService, listenOnLoopback, type LoopbackServer } from '@kmx/sandbox';
import {
  createServer,
  request as upstreamRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the proxy does with the next requests it receives. */
export type FaultMode =
  | { readonly kind: 'pass' }
  /** Answers this status with a short JSON error body, never asking the upstream. */
  | { readonly kind: 'status'; readonly status: number }
  /** Reads the request and never answers, until `release()`, `close()` or the client gives up. */
  | { readonly kind: 'hang' }
  /** Answers 200 `application/json` with a body that is not JSON. */
  | { readonly kind: 'garbage' };

export interface FaultProxy {
  /** `http://127.0.0.1:{port}`: put the upstream's path after it (`${origin}/graphql`). */
  readonly origin: string;
  readonly mode: FaultMode;
  pass(): void;
  status(code: number): void;
  hang(): void;
  garbage(): void;
  /** Requests received since the start (or the last `resetCount()`), whatever the mode. */
  readonly requests: number;
  /** Requests held by `hang` that have neither been answered nor given up by the client. */
  readonly hanging: number;
  resetCount(): void;
  /** Resets the connections of every held request (as a dropped upstream would). */
  release(): void;
  close(): Promise<void>;
}

const garbageBody = '<html><body>Bad gateway at the edge</body>';

function forward(upstream: URL, request: IncomingMessage, response: ServerResponse): void {
  const outgoing = upstreamRequest(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: upstream.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502).end();
    else response.destroy();
  });
  request.pipe(outgoing);
}

/**
 * A loopback HTTP proxy in front of `upstream` (an origin such as the sandbox content service's),
 * whose behaviour each test switches: pass through, answer an error status, hang, or send garbage.
 * It starts in `pass` mode.
 */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  let mode: FaultMode = { kind: 'pass' };
  let requests = 0;
  const held = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const server: Server = createServer((request, response) => {
    requests += 1;
    switch (mode.kind) {
      case 'pass':
        forward(target, request, response);
        return;
      case 'status':
        request.resume();
        response
          .writeHead(mode.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message: `injected ${mode.status}` }] }));
        return;
      case 'garbage':
        request.resume();
        response.writeHead(200, { 'content-type': 'application/json' }).end(garbageBody);
        return;
      case 'hang':
        request.resume();
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const release = () => {
    for (const response of held) response.destroy();
    held.clear();
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    pass: () => {
      mode = { kind: 'pass' };
    },
    status: (code) => {
      mode = { kind: 'status', status: code };
    },
    hang: () => {
      mode = { kind: 'hang' };
    },
    garbage: () => {
      mode = { kind: 'garbage' };
    },
    get requests() {
      return requests;
    },
    get hanging() {
      return held.size;
    },
    resetCount: () => {
      requests = 0;
    },
    release,
    close: () =>
      new Promise<void>((resolve, reject) => {
        release();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

export interface FaultyContentService {
  /** The GraphQL endpoint behind the proxy: give it to the server as `CONTENT_URL`. */
  readonly contentUrl: string;
  readonly proxy: FaultProxy;
  close(): Promise<void>;
}

/**
 * The sandbox's real content service on a loopback port with a fault proxy in front of it. The
 * server under test gets `CONTENT_URL: contentUrl`; the embedded sandbox still serves the other
 * upstreams.
 */
export async function startFaultyContentService(): Promise<FaultyContentService> {
  const content: LoopbackServer = await listenOnLoopback(createContentService());
  const proxy = await startFaultProxy(content.origin);
  return {
    contentUrl: `${proxy.origin}/graphql`,
    proxy,
    close: async () => {
      await proxy.close();
      await content.close();
    },
  };
}
