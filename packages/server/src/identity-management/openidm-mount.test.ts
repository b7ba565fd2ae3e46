import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { AccessTokenCheck, Logger } from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { openidmMount, type IdentityManagementSource } from './openidm-mount';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const service: RequestListener = (request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ reached: request.url }));
};
const check: AccessTokenCheck = {
  check: (token) =>
    Promise.resolve(token === 'mira' ? { id: 'customer-all-services', roles: [] } : undefined),
};

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(source: IdentityManagementSource): Promise<string> {
  const app = express();
  app.use(openidmMount({ signIn: source, idmUrl: undefined, timeoutMs: 1000, logger: silent }));
  app.use((_request, response) => response.status(418).end());
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function source(overrides: Partial<IdentityManagementSource> = {}): IdentityManagementSource {
  return {
    ready: true,
    identityManagementHandler: () => service,
    accessTokenCheck: () => check,
    ...overrides,
  };
}

const own = '/openidm/managed/alpha_user/customer-all-services';

describe('the /openidm mount', () => {
  it('hands a checked call to the service with its full address', async () => {
    const url = await serve(source());
    const answer = await fetch(`${url}${own}?_fields=mail`, {
      headers: { authorization: 'Bearer mira' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ reached: `${own}?_fields=mail` });
  });

  it('leaves every other address to the routes after it', async () => {
    const url = await serve(source());
    expect((await fetch(`${url}/openidmx/managed`)).status).toBe(418);
    expect((await fetch(`${url}/en/openidm`)).status).toBe(418);
  });

  it('answers 503 until the sign-in mount is ready', async () => {
    const url = await serve(source({ ready: false }));
    const answer = await fetch(`${url}${own}`, { headers: { authorization: 'Bearer mira' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it('answers 404 in the service’s shape when no service is configured', async () => {
    const url = await serve(source({ identityManagementHandler: () => undefined }));
    const answer = await fetch(`${url}${own}`, { headers: { authorization: 'Bearer mira' } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({
      code: 404,
      reason: 'Not Found',
      message: 'No identity-management service is configured',
    });
  });

  it('answers 401 with the Bearer challenge for a missing, malformed or refused token', async () => {
    const url = await serve(source());
    for (const authorization of [undefined, 'Basic bWlyYQ==', 'Bearer', 'Bearer someone']) {
      const answer = await fetch(`${url}${own}`, {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.json()).toEqual({
        code: 401,
        reason: 'Unauthorized',
        message: 'Access Denied',
      });
    }
  });

  it('answers 502 or 503 when the provider cannot say whose the token is', async () => {
    for (const [failure, status] of [
      [new UpstreamError('failed', 500), 502],
      [new UpstreamError('no answer', null), 503],
    ] as const) {
      const url = await serve(
        source({ accessTokenCheck: () => ({ check: () => Promise.reject(failure) }) }),
      );
      const answer = await fetch(`${url}${own}`, { headers: { authorization: 'Bearer mira' } });
      expect(answer.status).toBe(status);
      expect(await answer.json()).toMatchObject({ code: status });
      await new Promise((resolve) => server?.close(resolve));
    }
  });
});
