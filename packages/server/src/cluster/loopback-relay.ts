import {
  Agent,
  request as httpRequest,
  type IncomingMessage,
  type RequestListener,
} from 'node:http';
import { pipeline } from 'node:stream/promises';
import { clusterKeyHeader, visitorAddressHeader } from './cluster-identity-headers';

/** RFC 9110 section 7.6.1: headers for one connection, never passed on. */
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The visitor's address as Express worked it out behind the trusted proxies. */
function visitorAddress(request: IncomingMessage): string {
  const ip = (request as { ip?: unknown }).ip;
  return typeof ip === 'string' ? ip : (request.socket.remoteAddress ?? '');
}

/**
 * Passes a request on to the primary's loopback server as it came (method, address, body and
 * headers, `Host` and cookies included, streamed both ways), and its answer back with every header
 * it set: the provider then sees what it saw in-process, and the browser what the provider said.
 */
export function loopbackRelay(baseUrl: string, key: string): RequestListener {
  const agent = new Agent({ keepAlive: true });
  return (request, response) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !hopByHopHeaders.has(name)) headers[name] = value;
    }
    headers[clusterKeyHeader] = key;
    headers[visitorAddressHeader] = visitorAddress(request);
    const relayed = httpRequest(
      new URL(request.url ?? '/', baseUrl),
      { method: request.method ?? 'GET', headers, agent },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !hopByHopHeaders.has(name)) response.setHeader(name, value);
        }
        response.statusCode = answer.statusCode ?? 502;
        pipeline(answer, response).catch(() => response.destroy());
      },
    );
    relayed.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.statusCode = 502;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end('The identity provider is not available');
    });
    request.pipe(relayed);
  };
}
