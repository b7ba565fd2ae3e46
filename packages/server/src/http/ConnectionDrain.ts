import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Whether the server is shutting down; `/healthz` says so, and a load balancer stops sending. */
export interface DrainState {
  readonly draining: boolean;
}

export const neverDraining: DrainState = { draining: false };

/**
 * How long a connection must have been idle before a draining server closes it. Closing an idle
 * keep-alive connection races a request the client is sending on it at that moment (the client
 * sees a reset); a request already on its way arrives well within this, and is then answered with
 * `Connection: close` instead.
 */
const quietMs = 1000;

interface Connection {
  /** Responses not yet finished on it. */
  readonly inFlight: Set<ServerResponse>;
  /** Bumped whenever it becomes idle, so a stale close timer knows it is not meant any more. */
  idleTurn: number;
}

/**
 * Shuts an HTTP server down without dropping a request (issue 15, "Deploys must not drop
 * requests"): it stops accepting connections; every request already on a connection is answered
 * (with `Connection: close` where its headers are not yet sent); connections are closed once they
 * are quietly idle; what is in flight (long media streams too) may finish within the grace time,
 * after which the connections left are cut.
 */
export class ConnectionDrain implements DrainState {
  private readonly connections = new Map<Socket, Connection>();
  private isDraining = false;

  get draining(): boolean {
    return this.isDraining;
  }

  /** Follows the server's connections and requests; call before it accepts any. */
  watch(server: Server): void {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { inFlight: new Set(), idleTurn: 0 });
      socket.once('close', () => this.connections.delete(socket));
    });
    // Before the application's listener, so a response it sends at once still hears of the drain.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = this.connections.get(request.socket);
      if (connection === undefined) return;
      connection.inFlight.add(response);
      if (this.isDraining) closeAfter(response);
      response.once('close', () => {
        connection.inFlight.delete(response);
        if (connection.inFlight.size === 0) this.becameIdle(request.socket, connection);
      });
    });
  }

  /**
   * Drains `server` (watched with `watch`): settles once every connection is closed, at the
   * latest after `graceMs` (then the connections left are destroyed).
   */
  async drain(server: Server, graceMs: number): Promise<void> {
    this.isDraining = true;
    const closed = new Promise<void>((resolve) => {
      // `http.Server#close` would also destroy every idle connection at once, resetting requests
      // already on their way on them; stop accepting only, and close idle connections quietly.
      NetServer.prototype.close.call(server, () => resolve());
    });
    for (const [socket, connection] of this.connections) {
      if (connection.inFlight.size === 0) this.becameIdle(socket, connection);
      else for (const response of connection.inFlight) closeAfter(response);
    }
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      graceTimer = setTimeout(resolve, graceMs);
    });
    await Promise.race([closed, graceOver]);
    clearTimeout(graceTimer);
    for (const socket of this.connections.keys()) socket.destroy();
    await closed;
  }

  private becameIdle(socket: Socket, connection: Connection): void {
    connection.idleTurn += 1;
    if (!this.isDraining) return;
    const turn = connection.idleTurn;
    setTimeout(() => {
      if (connection.inFlight.size === 0 && connection.idleTurn === turn) socket.destroy();
    }, quietMs).unref();
  }
}

/** Tells the client to send no more on this connection, if the headers are not yet out. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}
