import { inviteExpiresAt } from '@kmx/domain/portal';
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
const day = 24 * 60 * 60 * 1000;
// Cablecraft's members cycle through the statuses, each with its own application:
// 1 invited/serviceticketing, 2 inviteExpired/assetdb, 3 pending/artemis, 4 active/direct,
// 5 inactive/mfpwm, 6 declined/mfpmds; then again from 7.
const member = (number: number) => `cablecraft-user-${String(number).padStart(3, '0')}`;
const act = (
  id: string,
  action: string,
  application: string,
  extra: object = {},
  subject = admin,
) =>
  idm.call(subject, actionPath(id, 'access'), {
    method: 'POST',
    body: { organisationId: 'org-cablecraft', application, action, ...extra },
  });
const accessOf = (body: Record<string, unknown>, application: string) =>
  (body['applications'] as { application: string }[]).find((a) => a.application === application);
const conflict = (message: string) => ({
  status: 409,
  body: { code: 409, reason: 'Conflict', message },
});

describe('the access actions of the matrix (rule 6)', () => {
  it('accepts a request: active, and the active role text', async () => {
    const answer = await act(member(3), 'accept-request', 'artemis');
    expect(answer.status).toBe(200);
    expect(accessOf(answer.body, 'artemis')).toMatchObject({ status: 'active' });
    expect(answer.body['roles']).toEqual(['kmx_int_artemis_active']);
    expect(answer.body['_rev']).toBe('2');
  });

  it('denies a request: declined, and no role text', async () => {
    const answer = await act(member(9), 'deny', 'artemis');
    expect(accessOf(answer.body, 'artemis')).toMatchObject({ status: 'declined' });
    expect(answer.body['roles']).toEqual([]);
  });

  it('edits the role of an active access, which needs a role', async () => {
    const edited = await act(member(4), 'edit', 'direct', { role: 'admin' });
    expect(accessOf(edited.body, 'direct')).toMatchObject({ status: 'active', role: 'admin' });
    expect(edited.body['roles']).toEqual(['kmx_int_direct_active']);
    expect(await act(member(4), 'edit', 'direct')).toMatchObject({
      status: 400,
      body: { message: 'A role is required' },
    });
  });

  it('adds an application once, and withdraws an active one', async () => {
    const added = await act(member(10), 'add-application', 'mfpwm', { role: 'key-user' });
    expect(accessOf(added.body, 'mfpwm')).toMatchObject({
      status: 'active',
      role: 'key-user',
      organisationId: 'org-cablecraft',
      requestedBy: admin,
      requestDate: new Date(idm.clock()).toISOString(),
    });
    expect(added.body['roles']).toEqual(['kmx_int_direct_active', 'kmx_int_mfpwm_active']);
    expect(await act(member(10), 'add-application', 'mfpwm')).toEqual(
      conflict('This application is already assigned'),
    );
    const withdrawn = await act(member(10), 'withdraw', 'direct');
    expect(accessOf(withdrawn.body, 'direct')).toMatchObject({ status: 'inactive' });
    expect(withdrawn.body['roles']).toEqual(['kmx_int_mfpwm_active']);
  });

  it('grants access again to an inactive or declined one', async () => {
    const inactive = await act(member(5), 'grant-access', 'mfpwm');
    expect(accessOf(inactive.body, 'mfpwm')).toMatchObject({ status: 'active' });
    expect(inactive.body['roles']).toEqual(['kmx_int_mfpwm_active']);
    const declined = await act(member(6), 'grant-access', 'mfpmds', { role: 'admin' });
    expect(accessOf(declined.body, 'mfpmds')).toMatchObject({ status: 'active', role: 'admin' });
  });

  it('resends an invite with a new expiry and a new link, voiding the old one', async () => {
    const invited = await idm.call(admin, `${usersPath}?_action=invite`, {
      method: 'POST',
      body: {
        mail: 'rita.resend@cablecraft.example',
        organisationId: 'org-cablecraft',
        application: 'assetdb',
      },
    });
    const id = invited.body['_id'] as string;
    const firstLink = idm.store.secrets(id).invites?.['org-cablecraft/assetdb'];
    idm.setClock(idm.clock() + 2 * day);
    const resent = await act(id, 'resend-invite', 'assetdb');
    const later = idm.clock();
    expect(accessOf(resent.body, 'assetdb')).toEqual({
      application: 'assetdb',
      organisationId: 'org-cablecraft',
      role: 'user',
      status: 'invited',
      requestedBy: admin,
      requestDate: new Date(later).toISOString(),
      inviteExpires: new Date(inviteExpiresAt(later)).toISOString(),
    });
    const secondLink = idm.store.secrets(id).invites?.['org-cablecraft/assetdb'];
    expect(secondLink).toBeDefined();
    expect(secondLink).not.toBe(firstLink);
    const withdrawn = await act(id, 'withdraw', 'assetdb');
    expect(accessOf(withdrawn.body, 'assetdb')).toMatchObject({ status: 'inactive' });
    expect(idm.store.secrets(id).invites).toEqual({});
  });

  it('answers an invite past its expiry as inviteExpired, which only takes a new invite', async () => {
    const expired = await act(member(8), 'resend-invite', 'assetdb');
    expect(expired).toEqual(conflict('This action is not offered for this access'));
    const renewed = await act(member(8), 'send-new-invite', 'assetdb');
    expect(accessOf(renewed.body, 'assetdb')).toMatchObject({ status: 'invited' });
    expect(idm.store.secrets(member(8)).invites?.['org-cablecraft/assetdb']).toBeDefined();

    const open = await idm.call(admin, userPath(member(13)));
    expect(accessOf(open.body, 'serviceticketing')).toMatchObject({ status: 'invited' });
    idm.setClock(idm.clock() + 8 * day);
    const lapsed = await idm.call(admin, userPath(member(13)));
    expect(accessOf(lapsed.body, 'serviceticketing')).toMatchObject({ status: 'inviteExpired' });
    const listed = await idm.call(
      admin,
      `${usersPath}?_queryFilter=${encodeURIComponent(`/_id eq "${member(13)}" and /applications/status eq "inviteExpired"`)}`,
    );
    expect(listed.body['resultCount']).toBe(1);
    expect(await act(member(13), 'resend-invite', 'serviceticketing')).toEqual(
      conflict('This action is not offered for this access'),
    );
    expect((await act(member(13), 'send-new-invite', 'serviceticketing')).status).toBe(200);
  });

  it('refuses an action the matrix does not offer, and an access that does not exist', async () => {
    expect(await act(member(16), 'accept-request', 'direct')).toEqual(
      conflict('This action is not offered for this access'),
    );
    expect(await act(member(16), 'grant-access', 'direct')).toEqual(
      conflict('This action is not offered for this access'),
    );
    expect(await act(member(16), 'deny', 'assetdb')).toMatchObject({
      status: 400,
      body: { message: 'No such application access' },
    });
    expect(await act(member(16), 'fly', 'direct')).toMatchObject({
      status: 400,
      body: { message: 'Unknown action' },
    });
    expect(await act(member(16), 'edit', 'direct', { role: 'owner' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown role' },
    });
  });

  it('keeps to the scope: 404 unknown, 403 out of reach, 403 an organisation not administered', async () => {
    expect((await act('nobody', 'deny', 'direct')).status).toBe(404);
    expect(await act('customer-tickets-only', 'withdraw', 'serviceticketing')).toMatchObject({
      status: 403,
      body: { message: 'Access denied' },
    });
    const elsewhere = await idm.call(admin, actionPath(member(22), 'access'), {
      method: 'POST',
      body: { organisationId: 'org-voltline', application: 'direct', action: 'withdraw' },
    });
    expect(elsewhere).toMatchObject({
      status: 403,
      body: { message: 'You do not administer this organisation' },
    });
    const mira = 'customer-all-services';
    expect(await act(mira, 'withdraw', 'assetdb', {}, mira)).toMatchObject({
      status: 403,
      body: { message: 'You do not administer this organisation' },
    });
  });

  it("refuses raising one's own roles, but lets one withdraw one's own access", async () => {
    const ownRoles = {
      status: 403,
      body: { code: 403, reason: 'Forbidden', message: 'You cannot raise your own roles' },
    };
    expect(await act(admin, 'add-application', 'mfpwm')).toEqual(ownRoles);
    expect(await act(admin, 'edit', 'assetdb', { role: 'admin' })).toEqual(ownRoles);
    const patched = await idm.call(admin, userPath(admin), {
      method: 'PATCH',
      body: [
        {
          operation: 'add',
          field: '/applications/-',
          value: {
            application: 'mfpwm',
            organisationId: 'org-cablecraft',
            role: 'admin',
            status: 'active',
            requestedBy: admin,
            requestDate: '2026-11-25T05:00:00Z',
          },
        },
      ],
    });
    expect(patched).toEqual(ownRoles);
    const withdrawn = await act(admin, 'withdraw', 'assetdb');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body['roles']).toContain('kmx_delegatedadmin_extern');
    expect(withdrawn.body['roles']).toContain('kmx_int_assetdb_active');
  });
});
