import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxIdentityIssuerPath, startSandbox } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxIdmBodyBytes } from './idm-proxy';
import { startOpenidmProduct, type OpenidmProduct } from './test-support/openidm-product';
import { startStubIdm, stubUserinfoPath, type StubIdm } from './test-support/stub-idm';

/** A real identity-management service stands in by one variable, `IDM_URL`. */
let stub: StubIdm;

beforeAll(async () => {
  stub = await startStubIdm();
});

afterAll(() => stub.close());

const users = '/managed/alpha_user';

/** Requests the stub received for `/openidm…` (not the provider's userinfo). */
function idmRequests() {
  return stub.requests.filter((request) => request.url.startsWith('/openidm'));
}

describe('/openidm proxied to IDM_URL, with the embedded provider', () => {
  let product: OpenidmProduct;
  let jonas: string;
  let mira: string;

  beforeAll(async () => {
    product = await startOpenidmProduct({ IDM_URL: `${stub.origin}/`, UPSTREAM_TIMEOUT_MS: '400' });
    [jonas, mira] = (
      await Promise.all([
        product.signIn('org-admin-external'),
        product.signIn('customer-all-services'),
      ])
    ).map((tokens) => tokens.accessToken) as [string, string];
  }, 60_000);

  afterAll(() => product.close());

  it('forwards method, path, query, body and the safe headers only', async () => {
    const before = idmRequests().length;
    const body = [{ operation: 'replace', field: '/givenName', value: 'Mira' }];
    const answer = await product.openidm(`${users}/customer-all-services?_fields=givenName,sn`, {
      method: 'PATCH',
      token: mira,
      body,
      headers: {
        accept: 'application/json',
        'accept-language': 'de',
        'if-match': '"3"',
        'x-openidm-reauth-password': 'current',
        cookie: 'portal-session=abc',
        'x-forwarded-for': '203.0.113.9',
        'x-openidm-username': 'openidm-admin',
      },
    });
    expect(answer.status).toBe(207);
    expect(answer.body).toEqual({
      echoed: '/openidm/managed/alpha_user/customer-all-services?_fields=givenName,sn',
    });
    const [received] = idmRequests().slice(before);
    expect(received).toMatchObject({
      method: 'PATCH',
      url: '/openidm/managed/alpha_user/customer-all-services?_fields=givenName,sn',
      body: JSON.stringify(body),
    });
    expect(received?.headers).toMatchObject({
      authorization: `Bearer ${mira}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': 'de',
      'if-match': '"3"',
      'x-openidm-reauth-password': 'current',
    });
    for (const header of ['cookie', 'x-forwarded-for', 'x-openidm-username']) {
      expect(received?.headers).not.toHaveProperty(header);
    }
  });

  it('passes the answer on without its hop-by-hop headers or cookies, stored by no one', async () => {
    const answer = await product.openidm(`${users}/customer-all-services`, { token: mira });
    expect(answer.headers.get('x-idm-version')).toBe('7.5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-hop')).toBeNull();
    // The product's own connection may have a keep-alive of its own; never the service's.
    expect(answer.headers.get('keep-alive')).not.toBe('timeout=99');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('checks the caller before anything is forwarded', async () => {
    const before = idmRequests().length;
    expect((await product.openidm(`${users}/customer-all-services`)).status).toBe(401);
    expect((await product.openidm(`${users}/org-admin-external`, { token: mira })).status).toBe(
      404,
    );
    expect((await product.openidm('/config/managed', { token: jonas })).status).toBe(404);
    expect(idmRequests().length).toBe(before);
  });

  it('refuses a body over 100 kB without forwarding it', async () => {
    const before = idmRequests().length;
    const answer = await product.openidm(`${users}/customer-all-services`, {
      method: 'PATCH',
      token: mira,
      body: [{ operation: 'replace', field: '/city', value: 'x'.repeat(maxIdmBodyBytes) }],
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, message: 'Request body too large' });
    expect(idmRequests().length).toBe(before);
  });

  it('stops a streamed body of unknown length once it passes 100 kB', async () => {
    const before = idmRequests().length;
    const chunk = new TextEncoder().encode('x'.repeat(10_000));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * maxIdmBodyBytes) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const answer = await fetch(`${product.url}/openidm${users}/customer-all-services`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${mira}`, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 413 });
    // The service saw at most a cut-off request, never a whole one.
    expect(
      idmRequests()
        .slice(before)
        .every((request) => request.body.length <= maxIdmBodyBytes),
    ).toBe(true);
  });

  it('answers 504 in the service’s shape when it does not answer in time', async () => {
    const answer = await product.openidm(`${users}/slow`, { token: jonas });
    expect(answer.status).toBe(504);
    expect(answer.body).toEqual({
      code: 504,
      reason: 'Gateway Timeout',
      message: 'The identity-management service did not answer in time',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 502 when the service drops the connection', async () => {
    const answer = await product.openidm(`${users}/gone`, { token: jonas });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      code: 502,
      reason: 'Bad Gateway',
      message: 'The identity-management service is not available',
    });
  });
});

describe('/openidm with a real provider configured (IDENTITY_URL)', () => {
  it('checks the token at the provider’s userinfo, once a minute, then forwards', async () => {
    const product = await startOpenidmProduct({
      IDENTITY_URL: `${stub.origin}/am`,
      IDM_URL: stub.origin,
    });
    try {
      const userinfo = () => stub.requests.filter((r) => r.url === stubUserinfoPath).length;
      const asked = userinfo();
      const own = `${users}/customer-all-services`;
      expect((await product.openidm(own, { token: 'customer-token' })).status).toBe(207);
      expect((await product.openidm(own, { token: 'customer-token' })).status).toBe(207);
      expect(userinfo()).toBe(asked + 1);
      expect(
        (await product.openidm(`${users}/org-admin-external`, { token: 'customer-token' })).status,
      ).toBe(404);
      const refused = await product.openidm(own, { token: 'someone-else' });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ code: 401, reason: 'Unauthorized', message: 'Access Denied' });
    } finally {
      await product.close();
    }
  }, 60_000);

  it('has no identity-management service without IDM_URL', async () => {
    const product = await startOpenidmProduct({ IDENTITY_URL: `${stub.origin}/am` });
    try {
      const answer = await product.openidm(`${users}/customer-all-services`, {
        token: 'customer-token',
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        code: 404,
        reason: 'Not Found',
        message: 'No identity-management service is configured',
      });
    } finally {
      await product.close();
    }
  }, 60_000);
});

/**
 * A port free a moment ago: the sandbox's service must know the product's issuer first. It is
 * taken below the range the system hands out for port 0 (32768 and up on Linux), so the sandbox's
 * own services, started in between, cannot be given it.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const candidate = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return candidate;
    }
  }
}

describe('/openidm proxied to the sandbox’s service on a port of its own', () => {
  it('keeps the same contract: the product’s check in front, the service’s scope behind', async () => {
    const port = await freePort();
    const dataDirectory = mkdtempSync(join(tmpdir(), 'openidm-idm-'));
    const sandbox = await startSandbox({
      dataDirectory,
      identityIssuer: `http://localhost:${port}${sandboxIdentityIssuerPath}`,
    });
    const product = await startOpenidmProduct({ PORT: String(port), IDM_URL: sandbox.idmUrl });
    try {
      const [jonas, mira] = (
        await Promise.all([
          product.signIn('org-admin-external'),
          product.signIn('customer-all-services'),
        ])
      ).map((tokens) => tokens.accessToken) as [string, string];
      expect((await product.openidm(`${users}/cablecraft-user-001`, { token: jonas })).status).toBe(
        200,
      );
      const voltline = await product.openidm(`${users}/voltline-user-001`, { token: jonas });
      expect(voltline.status).toBe(403);
      expect(voltline.body).toMatchObject({ code: 403, message: 'Access denied' });
      const query = `_queryFilter=${encodeURIComponent('true or /memberOfOrgIDs eq "org-voltline"')}&_fields=memberOfOrgIDs`;
      const listed = await product.openidm(`${users}?${query}`, { token: jonas });
      expect(listed.status).toBe(200);
      const organisations = (listed.body as { result: { memberOfOrgIDs: string[] }[] }).result.map(
        (user) => user.memberOfOrgIDs,
      );
      expect(organisations.length).toBeGreaterThan(0);
      expect(organisations.flat()).not.toContain('org-voltline');
      expect(
        (await product.openidm(`${users}/customer-all-services`, { token: mira })).status,
      ).toBe(200);
      expect((await product.openidm(`${users}/cablecraft-user-001`, { token: mira })).status).toBe(
        404,
      );
    } finally {
      await product.close();
      await sandbox.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 60_000);
});
