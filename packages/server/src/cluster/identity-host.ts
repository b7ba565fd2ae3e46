import { createHash, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { openidmBasePath } from '../identity-management/openidm-access';
import type { Config } from '../config/config';
import type { EmbeddedIdentity, IdentityFactory } from '../sign-in/SignInMount';
import {
  accessTokenCheckPath,
  clusterKeyHeader,
  visitorAddressHeader,
} from './cluster-identity-headers';

/** The primary's embedded identity provider and identity-management service, on loopback. */
export interface IdentityHost {
  /** `http://127.0.0.1:{port}`, for the workers. */
  readonly url: string;
  /** Makes the provider for the product's origin, once; later calls answer the same. */
  mount(origin: string): Promise<void>;
  close(): Promise<void>;
}

/** Both sides hashed first, so the comparison takes the same time whatever the lengths. */
function sameKey(given: string, key: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(key));
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

/** RFC 6750 section 2.1: `Bearer` and the token. */
const bearerPattern = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;

/** The worker's question `accessTokenCheckPath`: the provider's own check, answered as JSON. */
function answerTokenCheck(
  identity: EmbeddedIdentity,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
  if (request.method !== 'POST' || token === undefined) {
    sendText(response, 400, 'Bad request');
    return;
  }
  identity.accessTokenCheck.check(token).then(
    (holder) => sendJson(response, 200, { holder: holder ?? null }),
    () => sendText(response, 502, 'The identity provider failed'),
  );
}

/**
 * The embedded identity provider and identity-management service run once, in the cluster's
 * primary, on a loopback port only the workers use (each request carries the key the primary gave
 * them): their sessions, codes, signing keys and `idm.json` cannot be split between processes.
 * The workers pass `/am/…` and `/openidm/…` on to it and ask it whose an access token is.
 */
export async function hostIdentity(
  config: Config,
  factory: IdentityFactory,
  key: string,
): Promise<IdentityHost> {
  let mounted: Promise<EmbeddedIdentity> | undefined;
  let identity: EmbeddedIdentity | undefined;

  const handler: RequestListener = (request, response) => {
    const given = request.headers[clusterKeyHeader];
    if (typeof given !== 'string' || !sameKey(given, key)) {
      sendText(response, 403, 'Forbidden');
      return;
    }
    const address = request.headers[visitorAddressHeader];
    delete request.headers[clusterKeyHeader];
    delete request.headers[visitorAddressHeader];
    // The wrong-password limit counts per visitor address, as it read it from Express in-process.
    if (typeof address === 'string') (request as IncomingMessage & { ip?: string }).ip = address;
    if (identity === undefined) {
      response.setHeader('retry-after', '1');
      sendText(response, 503, 'The server is starting; try again in a moment.');
      return;
    }
    const [path = ''] = (request.url ?? '').split('?');
    if (path === accessTokenCheckPath) answerTokenCheck(identity, request, response);
    else if (path === openidmBasePath || path.startsWith(`${openidmBasePath}/`)) {
      identity.identityManagement(request, response);
    } else identity.identity(request, response);
  };

  // Not the sandbox's `listenOnLoopback`: importing the sandbox would load it in every worker.
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mount(origin) {
      mounted ??= factory(origin, config).then((made) => (identity = made));
      return mounted.then(() => undefined);
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
