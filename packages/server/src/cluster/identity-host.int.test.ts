import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { UpstreamError } from '@kmx/domain/errors';
import { listenOnLoopback, type LoopbackServer } from '@kmx/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import type { EmbeddedIdentity, IdentityFactory } from '../sign-in/SignInMount';
import type { IdentityAnswer, IdentityWanted } from './cluster-messages';
import { hostIdentity, type IdentityHost } from './identity-host';
import type { PrimaryChannel } from './primary-channel';
import { primaryIdentity } from './primary-identity';

const key = 'k'.repeat(40);
const config = loadConfig({});

/** A provider double at the port: echoes what reached it, and knows one token. */
const echoingIdentity: IdentityFactory = (origin) =>
  Promise.resolve<EmbeddedIdentity>({
    identity: (request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        response.setHeader('set-cookie', ['a=1; Path=/am', 'b=2; Path=/am']);
        response.setHeader('content-security-policy', "default-src 'none'");
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            origin,
            url: request.url,
            host: request.headers.host,
            ip: (request as IncomingMessage & { ip?: string }).ip,
            sawKey: request.headers['x-kmx-cluster-key'] !== undefined,
            body,
          }),
        );
      });
    },
    identityManagement: (_request, response) => response.end('openidm'),
    accessTokenCheck: {
      check: (token) => {
        if (token === 'broken') return Promise.reject(new Error('store gone'));
        return Promise.resolve(token === 'good' ? { id: 'u1', roles: ['admin'] } : undefined);
      },
    },
  });

/** The worker's side of the IPC channel, wired straight to the host as the primary does. */
function channelTo(host: IdentityHost): PrimaryChannel {
  const events = new EventEmitter();
  return {
    send: (message) => {
      const wanted = message as IdentityWanted;
      void host.mount(wanted.origin).then(() => {
        const answer: IdentityAnswer = { kind: 'kmx:identity-ready' };
        events.emit('message', answer);
      });
    },
    on: (event, listener) => events.on(event, listener),
    off: (event, listener) => events.off(event, listener),
  };
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function workerFacingHost() {
  const host = await hostIdentity(config, echoingIdentity, key);
  closing.push(() => host.close());
  const identity = await primaryIdentity({ url: host.url, key }, channelTo(host))(
    'https://www.example.com',
    config,
  );
  // The worker's own server in front, with Express's `ip` as the relay reads it.
  const worker: LoopbackServer = await listenOnLoopback((request, response) => {
    (request as IncomingMessage & { ip?: string }).ip = '203.0.113.9';
    if (request.url?.startsWith('/openidm')) identity.identityManagement(request, response);
    else identity.identity(request, response);
  });
  closing.push(() => worker.close());
  return { host, identity, worker };
}

describe("the primary's identity host, through a worker's relay", () => {
  it('passes requests on as they came and answers with every header the provider set', async () => {
    const { worker } = await workerFacingHost();
    const response = await fetch(`${worker.origin}/am/oauth2/authorize?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.example' },
      body: 'email=a%40b.example',
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/am', 'b=2; Path=/am']);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await response.json()).toEqual({
      origin: 'https://www.example.com',
      url: '/am/oauth2/authorize?x=1',
      host: new URL(worker.origin).host,
      ip: '203.0.113.9',
      sawKey: false,
      body: 'email=a%40b.example',
    });
    const managed = await fetch(`${worker.origin}/openidm/managed/alpha_user/u1`);
    expect(await managed.text()).toBe('openidm');
  });

  it('refuses a caller without the key, and asks callers to wait until the provider is made', async () => {
    const host = await hostIdentity(config, echoingIdentity, key);
    closing.push(() => host.close());
    expect((await fetch(`${host.url}/am/x`)).status).toBe(403);
    expect(
      (await fetch(`${host.url}/am/x`, { headers: { 'x-kmx-cluster-key': 'wrong' } })).status,
    ).toBe(403);
    const early = await fetch(`${host.url}/am/x`, { headers: { 'x-kmx-cluster-key': key } });
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('1');
  });

  it("checks access tokens with the provider's own check", async () => {
    const { identity } = await workerFacingHost();
    expect(await identity.accessTokenCheck.check('good')).toEqual({ id: 'u1', roles: ['admin'] });
    expect(await identity.accessTokenCheck.check('unknown')).toBeUndefined();
    await expect(identity.accessTokenCheck.check('broken')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('answers 502 when the primary cannot be reached', async () => {
    const { host, worker } = await workerFacingHost();
    await host.close();
    closing.splice(0, 1);
    const response = await fetch(`${worker.origin}/am/anything`);
    expect(response.status).toBe(502);
  });
});
