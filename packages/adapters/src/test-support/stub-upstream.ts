import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers: the faults an adapter must survive (DESIGN.md, testing strategy). */
export type StubBehaviour =
  | { readonly kind: 'json'; readonly body: unknown; readonly status?: number }
  | { readonly kind: 'text'; readonly body: string; readonly status?: number }
  | { readonly kind: 'slow'; readonly delayMs: number; readonly body: unknown }
  | { readonly kind: 'close-socket' };

export interface ReceivedRequest {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

export interface StubUpstream {
  readonly url: string;
  /** The requests received so far, bodies parsed as JSON where they are. */
  readonly requests: ReceivedRequest[];
  answer(behaviour: StubBehaviour): void;
  /** Answers the next requests this way, one behaviour each, then as `answer` says again. */
  answerNext(...behaviours: StubBehaviour[]): void;
  close(): Promise<void>;
}

/** A loopback HTTP server that answers every request the way it is told to. */
export async function startStubUpstream(initial: StubBehaviour): Promise<StubUpstream> {
  let behaviour = initial;
  const next: StubBehaviour[] = [];
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: keep the text.
      }
      requests.push({ headers: request.headers, body });
      const current = next.shift() ?? behaviour;
      switch (current.kind) {
        case 'json':
          response.writeHead(current.status ?? 200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(current.body));
          return;
        case 'text':
          response.writeHead(current.status ?? 200, { 'content-type': 'application/json' });
          response.end(current.body);
          return;
        case 'slow': {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (response.destroyed) return;
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end(JSON.stringify(current.body));
          }, current.delayMs);
          timers.add(timer);
          return;
        }
        case 'close-socket':
          request.socket.destroy();
          return;
        default:
          current satisfies never;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    answer(standing) {
      behaviour = standing;
      next.length = 0;
    },
    answerNext(...behaviours) {
      next.push(...behaviours);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
