import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface StubIdm {
  /** `http://127.0.0.1:{port}`, for `IDM_URL` (and `IDENTITY_URL`, `…/am`). */
  readonly origin: string;
  /** What it was asked, in order. */
  readonly requests: StubRequest[];
  close(): Promise<void>;
}

/** The userinfo answer of the stub provider: the token `customer-token` is Mira's. */
export const stubUserinfoPath = '/am/oauth2/realms/root/realms/alpha/userinfo';

/**
 * A stand-in for a real identity-management service (and its provider's userinfo), on
 * 127.0.0.1: it records every request and answers by path. `…/alpha_user/slow` never answers,
 * `…/alpha_user/gone` drops the connection, anything else is echoed with headers a proxy must
 * not pass on.
 */
export async function startStubIdm(): Promise<StubIdm> {
  const requests: StubRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      requests.push({
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (url.startsWith(stubUserinfoPath)) {
        const mira = request.headers.authorization === 'Bearer customer-token';
        response.writeHead(mira ? 200 : 401, { 'content-type': 'application/json' });
        response.end(mira ? JSON.stringify({ sub: 'customer-all-services', roles: [] }) : '{}');
        return;
      }
      if (url.endsWith('/alpha_user/slow')) return;
      if (url.endsWith('/alpha_user/gone')) {
        request.socket.destroy();
        return;
      }
      response.writeHead(207, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=600',
        connection: 'close, x-hop',
        'x-hop': 'for this connection only',
        'keep-alive': 'timeout=99',
        'set-cookie': 'idm-session=secret',
        'x-idm-version': '7.5',
      });
      response.end(JSON.stringify({ echoed: url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
