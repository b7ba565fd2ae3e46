import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { demoSignIn } from '../identity/demo-sign-in';
import { demoUsers } from '../identity/demo-users';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../identity/test-support/test-identity-provider';
import { userinfoAuthenticate } from './idm-caller';
import { idmDemoData } from './idm-demo-data';
import { createIdmService } from './idm-service';
import { IdmStore } from './idm-store';

const users = '/openidm/managed/alpha_user';
let provider: TestIdentityProvider;
let idm: LoopbackServer;
let directory: string;
const tokens = new Map<string, string>();

async function tokenOf(subject: string): Promise<string> {
  const known = tokens.get(subject);
  if (known !== undefined) return known;
  const user = demoUsers.find((candidate) => candidate.subject === subject);
  if (user === undefined) throw new Error(`no demo user ${subject}`);
  const { accessToken } = await demoSignIn({
    issuer: provider.idp.issuer,
    clientId: 'kmx-portal',
    redirectUri: provider.redirectUri,
    user,
  });
  tokens.set(subject, accessToken);
  return accessToken;
}

async function call(subject: string | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (subject !== null) headers.set('authorization', `Bearer ${await tokenOf(subject)}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${idm.origin}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const query = (filter: string, extra = '') =>
  `${users}?_queryFilter=${encodeURIComponent(filter)}${extra}`;
const ids = (body: Record<string, unknown>) =>
  (body['result'] as { _id: string }[]).map((user) => user._id);

beforeAll(async () => {
  provider = await startTestIdentityProvider();
  directory = mkdtempSync(join(tmpdir(), 'idm-'));
  idm = await listenOnLoopback(
    createIdmService({
      store: new IdmStore(join(directory, 'idm.json'), idmDemoData),
      authenticate: userinfoAuthenticate(provider.idp.issuer),
    }),
  );
});

afterAll(async () => {
  await idm.close();
  await provider.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the identity-management service over HTTP', () => {
  it('answers 401 without a token or with a forged one', async () => {
    expect((await call(null, query('true'))).status).toBe(401);
    const forged = await fetch(`${idm.origin}${query('true')}`, {
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      code: 401,
      reason: 'Unauthorized',
      message: 'Access Denied',
    });
  });

  it("pages an admin's users in IDM's shape, within the admin's organisations only", async () => {
    const first = await call(
      'org-admin-external',
      query(
        'true',
        '&_pageSize=20&_sortKeys=sn,givenName&_fields=mail,sn&_totalPagedResultsPolicy=EXACT',
      ),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ resultCount: 20, totalPagedResultsPolicy: 'EXACT' });
    expect(first.body['totalPagedResults']).toBeGreaterThan(150);
    expect(Object.keys((first.body['result'] as object[])[0] ?? {}).sort()).toEqual([
      '_id',
      '_rev',
      'mail',
      'sn',
    ]);
    const cookie = first.body['pagedResultsCookie'] as string;
    const second = await call(
      'org-admin-external',
      query('true', `&_pageSize=20&_sortKeys=sn,givenName&_pagedResultsCookie=${cookie}`),
    );
    expect(ids(second.body)).not.toContain(ids(first.body)[0]);
    const voltline = await call(
      'org-admin-external',
      query('/memberOfOrgIDs eq "org-voltline" or /_id eq "customer-tickets-only"'),
    );
    expect(voltline.body['result']).toEqual([]);
  });

  it('refuses an admin a user of another organisation by id, patch and delete', async () => {
    const path = `${users}/customer-tickets-only`;
    expect((await call('org-admin-external', path)).status).toBe(403);
    const patch = await call('org-admin-external', path, {
      method: 'PATCH',
      body: JSON.stringify([{ operation: 'replace', field: '/givenName', value: 'X' }]),
    });
    expect(patch.status).toBe(403);
    expect((await call('org-admin-external', path, { method: 'DELETE' })).status).toBe(403);
    expect((await call('org-admin-external', `${users}/nobody`)).status).toBe(404);
  });

  it('refuses an admin to move a member into an organisation they do not administer', async () => {
    const response = await call('org-admin-external', `${users}/cablecraft-user-001`, {
      method: 'PATCH',
      body: JSON.stringify([
        { operation: 'add', field: '/memberOfOrgIDs/-', value: 'org-voltline' },
      ]),
    });
    expect(response).toMatchObject({ status: 403, body: { code: 403, reason: 'Forbidden' } });
  });

  it('lets a customer reach only themselves, and not raise their own roles', async () => {
    const own = await call('customer-all-services', query('true'));
    expect(ids(own.body)).toEqual(['customer-all-services']);
    expect((await call('customer-all-services', `${users}/org-admin-external`)).status).toBe(403);
    const raise = await call('customer-all-services', `${users}/customer-all-services`, {
      method: 'PATCH',
      body: JSON.stringify([
        { operation: 'add', field: '/roles/-', value: 'kmx_delegatedadmin_extern' },
      ]),
    });
    expect(raise.status).toBe(403);
  });

  it('refuses an admin to hand a member any role by patch: roles follow the accesses', async () => {
    const path = `${users}/cablecraft-user-004`;
    const before = await call('org-admin-external', path);
    for (const operation of [
      { operation: 'add', field: '/roles/-', value: 'kmx_delegatedadmin_extern' },
      { operation: 'replace', field: '/roles', value: [] },
    ]) {
      const patched = await call('org-admin-external', path, {
        method: 'PATCH',
        body: JSON.stringify([operation]),
      });
      expect(patched).toMatchObject({
        status: 403,
        body: { message: 'Roles follow the application accesses' },
      });
    }
    expect((await call('org-admin-external', path)).body).toEqual(before.body);
  });

  it('answers policy failures and bad filters in IDM shapes, and keeps valid changes', async () => {
    const path = `${users}/customer-all-services`;
    const invalid = await call('customer-all-services', path, {
      method: 'PATCH',
      body: JSON.stringify([{ operation: 'replace', field: '/mail', value: 'not-an-address' }]),
    });
    expect(invalid).toEqual({
      status: 403,
      body: {
        code: 403,
        reason: 'Forbidden',
        message: 'Policy validation failed',
        detail: {
          result: false,
          failedPolicyRequirements: [
            {
              property: 'mail',
              policyRequirements: [{ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }],
            },
          ],
        },
      },
    });
    const bad = await call('customer-all-services', query('/mail gt "a"'));
    expect(bad).toMatchObject({ status: 400, body: { code: 400, reason: 'Bad Request' } });
    const renamed = await call('customer-all-services', path, {
      method: 'PATCH',
      body: JSON.stringify([{ operation: 'replace', field: '/city', value: 'Rosenau' }]),
    });
    expect(renamed.body).toMatchObject({ city: 'Rosenau', _rev: '2' });
  });

  it('lets an admin create a member of their organisation and delete them', async () => {
    const created = await call('org-admin-external', `${users}?_action=create`, {
      method: 'POST',
      body: JSON.stringify({
        givenName: 'Nora',
        sn: 'Neu',
        mail: 'nora.neu@cablecraft.example',
        memberOfOrgIDs: ['org-cablecraft'],
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body['_id'] as string;
    expect((await call('org-admin-external', `${users}/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await call('org-admin-external', `${users}/${id}`)).status).toBe(404);
  });
});
