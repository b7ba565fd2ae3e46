import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionPath,
  startTestIdmService,
  userPath,
  usersPath,
  type TestIdmService,
} from './test-support/idm-test-service';

let idm: TestIdmService;
beforeAll(async () => {
  idm = await startTestIdmService();
});
afterAll(async () => {
  await idm.close();
});

const admin = 'org-admin-external';
const remove = (subject: string, id: string, organisationId: string) =>
  idm.call(subject, actionPath(id, 'removeOrganisation'), {
    method: 'POST',
    body: { organisationId },
  });
const reachable = async (subject: string) =>
  (
    (await idm.call(subject, `${usersPath}?_queryFilter=true&_fields=_id`)).body['result'] as {
      _id: string;
    }[]
  ).map((user) => user._id);

describe('removing a user from an organisation (rule 7)', () => {
  it('takes the membership, its accesses and their role texts; the user is then out of reach', async () => {
    const answer = await remove(admin, 'cablecraft-user-004', 'org-cablecraft');
    expect(answer).toMatchObject({
      status: 200,
      body: { memberOfOrgIDs: [], applications: [], roles: [], _rev: '2' },
    });
    expect((await idm.call(admin, userPath('cablecraft-user-004'))).status).toBe(403);
  });

  it('refuses an organisation not administered, and a user not in it', async () => {
    expect(await remove(admin, 'cablecraft-user-010', 'org-voltline')).toMatchObject({
      status: 403,
      body: { message: 'You do not administer this organisation' },
    });
    expect(await remove(admin, 'cablecraft-user-010', 'org-ostara')).toMatchObject({
      status: 400,
      body: { message: 'The user is not a member of this organisation' },
    });
    expect(
      await remove('customer-all-services', 'customer-all-services', 'org-cablecraft'),
    ).toMatchObject({
      status: 403,
      body: { message: 'You do not administer this organisation' },
    });
    expect((await remove(admin, 'customer-tickets-only', 'org-voltline')).status).toBe(403);
    expect((await remove(admin, 'nobody', 'org-cablecraft')).status).toBe(404);
  });

  it('lets an administrator leave their own organisations, after which they reach only themselves', async () => {
    const withoutOstara = await remove(admin, admin, 'org-ostara');
    expect(withoutOstara.body['memberOfOrgIDs']).toEqual(['org-cablecraft']);
    expect(await reachable(admin)).toContain('cablecraft-user-010');
    expect(await reachable(admin)).not.toContain('ostara-user-001');
    const alone = await remove(admin, admin, 'org-cablecraft');
    expect(alone.body).toMatchObject({ memberOfOrgIDs: [], applications: [] });
    expect(alone.body['roles']).toEqual(['kmx_delegatedadmin_extern', 'kmx_artemis_onpremuser']);
    expect(await reachable(admin)).toEqual([admin]);
    expect((await idm.call(admin, userPath('cablecraft-user-010'))).status).toBe(403);
  });
});

describe('deleting an account (rule 8)', () => {
  it('lets anyone delete themselves, with their password and device', async () => {
    const sara = 'account-delete';
    expect(idm.store.secrets(sara).password).toBeDefined();
    const deleted = await idm.call(sara, userPath(sara), { method: 'DELETE' });
    expect(deleted).toMatchObject({ status: 200, body: { _id: sara, mfaEnabled: false } });
    expect(idm.store.user(sara)).toBeUndefined();
    expect(idm.store.secrets(sara)).toEqual({});
    expect(idm.store.userByMail('sara.lind@ostara.example')).toBeUndefined();
    // The test's token check asks the store, as the product's provider does: the token is void.
    expect((await idm.call(sara, userPath(sara))).status).toBe(401);
  });

  it('lets no one else but an administrator in reach delete a user', async () => {
    expect(
      await idm.call('customer-all-services', userPath('customer-tickets-only'), {
        method: 'DELETE',
      }),
    ).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(idm.store.user('customer-tickets-only')).toBeDefined();
  });
});
