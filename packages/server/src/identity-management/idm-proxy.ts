import { request as httpRequest, type IncomingMessage, type RequestListener } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sendIdmError } from './idm-error-answer';

export interface IdmProxyOptions {
  /** `IDM_URL`: the service's REST API is below `{baseUrl}/openidm`. */
  readonly baseUrl: string;
  /** How long the service may take to start answering. */
  readonly timeoutMs: number;
}

/** The largest request body forwarded, as the embedded service accepts. */
export const maxIdmBodyBytes = 100_000;

/**
 * The request headers the service needs, and no other: the browser's cookies, the product's
 * forwarding headers and anything a page could add stay on this side.
 */
const forwardedRequestHeaders = [
  'authorization',
  'content-type',
  'accept',
  'if-match',
  'x-openidm-reauth-password',
  'accept-language',
] as const;

/** RFC 9110 section 7.6.1: headers for one connection, never passed on by a proxy. */
const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Passes the body on and stops it once it grows past the limit. */
function limitedTo(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new Error('The request body is too large'));
      else done(null, chunk);
    },
  });
}

function requestHeadersFor(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of forwardedRequestHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const length = request.headers['content-length'];
  if (length !== undefined) headers['content-length'] = length;
  return headers;
}

/**
 * The answer's headers a browser may get: no hop-by-hop ones (nor those `Connection` names), and
 * no cookies of the service's origin set on the product's.
 */
function answerHeadersOf(answer: IncomingMessage): Record<string, string | string[]> {
  const named = new Set(
    String(answer.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || hopByHopHeaders.has(name) || named.has(name)) continue;
    if (name === 'set-cookie') continue;
    headers[name] = value;
  }
  headers['cache-control'] = 'no-store';
  return headers;
}

/**
 * `/openidm/…` passed to a real identity-management service (`IDM_URL`): method, path, query and
 * body as they came (the body streamed, at most 100 kB), the safe headers only. The caller was
 * checked before (see `openidmGate`); the service checks the token again and applies its own
 * delegated-administration rules. No answer in time is 504, no answer at all 502, both in the
 * service's error shape; an answer whose body then stalls as long is cut off.
 */
export function idmProxy(options: IdmProxyOptions): RequestListener {
  const base = new URL(options.baseUrl);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return (request, response) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxIdmBodyBytes) {
      sendIdmError(response, 413, 'Request body too large');
      return;
    }
    const path = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url;
    const target = new URL(`${base.href.replace(/\/+$/, '')}${path ?? '/'}`);
    const upstream = send(target, {
      method: request.method ?? 'GET',
      headers: requestHeadersFor(request),
    });
    let settled = false;
    const fail = (code: 413 | 502 | 504, message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      upstream.destroy();
      sendIdmError(response, code, message);
    };
    const timer = setTimeout(
      () => fail(504, 'The identity-management service did not answer in time'),
      options.timeoutMs,
    );
    upstream.on('response', (answer) => {
      if (settled) {
        answer.resume();
        return;
      }
      settled = true;
      clearTimeout(timer);
      // A body that stalls as long ends the answer (cut off) rather than holding it open.
      answer.setTimeout(options.timeoutMs, () => answer.destroy());
      response.writeHead(answer.statusCode ?? 502, answerHeadersOf(answer));
      pipeline(answer, response).catch(() => response.destroy());
    });
    upstream.on('error', () => fail(502, 'The identity-management service is not available'));
    // A visitor who goes away takes the forwarded request along.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    // `pipe`, not `pipeline`: a failure on the way must not destroy the visitor's connection
    // before the error answer is out (Node drains or closes it once the answer is sent).
    const limiter = limitedTo(maxIdmBodyBytes);
    limiter.on('error', () => fail(413, 'Request body too large'));
    request.pipe(limiter).pipe(upstream);
  };
}
