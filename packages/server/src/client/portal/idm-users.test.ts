import { defaultUserAdminQuery } from '@kmx/domain/portal';
import { describe, expect, it, vi } from 'vitest';
import type { IdmCall } from './idm-request';
import { IdmRequestError } from './idm-request';
import {
  adminUserOf,
  createIdmUsers,
  domainAccessStatus,
  isMailTaken,
  technicalDetails,
  userAdminFilter,
  userListPath,
} from './idm-users';

const organizations = [
  { id: 'org-cablecraft', name: 'Cablecraft Assemblies', members: null },
  { id: 'org-ostara', name: 'Ostara Kabeltechnik', members: null },
];

const idmUser = {
  _id: 'cablecraft-user-003',
  _rev: '1',
  userName: 'cablecraft-user-003@cablecraft.example',
  givenName: 'Clara',
  sn: 'Adler',
  mail: 'cablecraft-user-003@cablecraft.example',
  city: 'Rosenau',
  country: 'CH',
  subRegion: 'DACH',
  accountStatus: 'active',
  mfaEnabled: true,
  memberOfOrgIDs: ['org-cablecraft', 'org-elsewhere'],
  applications: [
    {
      application: 'artemis',
      organisationId: 'org-cablecraft',
      role: 'user',
      status: 'pending',
      requestedBy: 'cablecraft-user-003',
      requestDate: '2026-03-01T00:00:00.000Z',
    },
    {
      application: 'direct',
      organisationId: 'org-cablecraft',
      role: 'user',
      status: 'inviteExpired',
      requestedBy: 'org-admin-external',
      requestDate: '2026-02-01T00:00:00.000Z',
      inviteExpires: '2026-02-08T00:00:00.000Z',
    },
    { application: 'mfpwm', organisationId: 'org-cablecraft', status: 'suspended' },
    { organisationId: 'org-cablecraft' },
  ],
};

function page(result: readonly unknown[], total = result.length) {
  return { result, resultCount: result.length, totalPagedResults: total };
}

function params(path: string): URLSearchParams {
  return new URL(path, 'http://127.0.0.1').searchParams;
}

describe("the user list's query to IDM", () => {
  it('asks for everyone in reach without filters, by name, 25 a page, with the exact total', () => {
    const path = userListPath({ ...defaultUserAdminQuery, page: 3 });
    expect(path.startsWith('/openidm/managed/alpha_user?')).toBe(true);
    const query = params(path);
    expect(query.get('_queryFilter')).toBe('true');
    expect(query.get('_sortKeys')).toBe('sn,givenName,mail');
    expect(query.get('_pageSize')).toBe('25');
    expect(query.get('_pagedResultsOffset')).toBe('50');
    expect(query.get('_totalPagedResultsPolicy')).toBe('EXACT');
    expect(query.get('_fields')).toContain('applications');
  });

  it('turns each filter into a quoted clause, IDM status ids included', () => {
    expect(
      userAdminFilter({
        ...defaultUserAdminQuery,
        status: 'invite-expired',
        organization: 'org-ostara',
        application: 'assetdb',
        role: 'key-user',
        text: 'anna  adler',
      }),
    ).toBe(
      '/applications/status eq "inviteExpired" and /memberOfOrgIDs eq "org-ostara" and ' +
        '/applications/application eq "assetdb" and /applications/role eq "key-user" and ' +
        '(/givenName co "anna" or /sn co "anna" or /mail co "anna") and ' +
        '(/givenName co "adler" or /sn co "adler" or /mail co "adler")',
    );
  });

  it('escapes a quote and a backslash someone typed', () => {
    expect(userAdminFilter({ ...defaultUserAdminQuery, text: 'a"\\b' })).toBe(
      '(/givenName co "a\\"\\\\b" or /sn co "a\\"\\\\b" or /mail co "a\\"\\\\b")',
    );
  });

  it('sorts by name both ways and by e-mail', () => {
    const sortOf = (sort: (typeof defaultUserAdminQuery)['sort']) =>
      params(userListPath({ ...defaultUserAdminQuery, sort })).get('_sortKeys');
    expect(sortOf('name:desc')).toBe('-sn,-givenName,-mail');
    expect(sortOf('email:asc')).toBe('mail');
    expect(sortOf('name:asc')).toBe('sn,givenName,mail');
  });
});

describe("IDM's user as the page shows it", () => {
  it('maps statuses, names organisations and skips accesses it cannot read', () => {
    const user = adminUserOf(idmUser, {
      organizations: new Map([['org-cablecraft', 'Cablecraft Assemblies']]),
      people: new Map([['org-admin-external', 'Jonas Wendel']]),
      members: new Map([['org-cablecraft', 150]]),
    });
    expect(user.fullName).toBe('Clara Adler');
    expect(user.mfaEnabled).toBe(true);
    expect(user.subRegion).toBe('DACH');
    expect(user.organizations).toEqual([
      { id: 'org-cablecraft', name: 'Cablecraft Assemblies', members: 150 },
      { id: 'org-elsewhere', name: 'org-elsewhere', members: null },
    ]);
    expect(user.accesses.map((access) => access.status)).toEqual([
      'pending',
      'invite-expired',
      'unknown',
    ]);
    expect(user.accesses[1]).toMatchObject({
      requestedByName: 'Jonas Wendel',
      inviteExpires: '2026-02-08T00:00:00.000Z',
    });
    expect(user.accesses[0]?.requestedByName).toBeNull();
  });

  it('reads a status it does not know, or the domain spelling, as unknown', () => {
    expect(domainAccessStatus('active')).toBe('active');
    expect(domainAccessStatus('invite-expired')).toBe('unknown');
    expect(domainAccessStatus(7)).toBe('unknown');
  });
});

function fakeIdm(answer: (path: string, init: IdmCall) => unknown) {
  const calls: { path: string; init: IdmCall }[] = [];
  const idm = vi.fn((path: string, init: IdmCall = {}) => {
    calls.push({ path, init });
    try {
      return Promise.resolve(answer(path, init));
    } catch (error) {
      return Promise.reject(error);
    }
  });
  return { users: createIdmUsers(idm), calls };
}

const refusal = (status: number, message: string, policy = new Map()) =>
  new IdmRequestError(status, `answered ${status}`, message, policy);

describe('the calls of the user administration', () => {
  it("reads the administrator's organisations with their names", async () => {
    const { users, calls } = fakeIdm(() =>
      page([
        { _id: 'org-cablecraft', name: 'Cablecraft Assemblies' },
        { _id: 'org-ostara', name: 'Ostara Kabeltechnik' },
      ]),
    );
    expect(await users.organizations()).toEqual(organizations);
    expect(calls[0]?.path).toBe('/openidm/managed/alpha_organization?_queryFilter=true');
  });

  it('reads a page of users with the total', async () => {
    const { users } = fakeIdm(() => page([idmUser], 163));
    const result = await users.list({ ...defaultUserAdminQuery, page: 2 }, organizations);
    expect(result).toMatchObject({ total: 163, page: 2, pageSize: 25 });
    expect(result.items[0]?.organizations[0]?.name).toBe('Cablecraft Assemblies');
  });

  it('counts the waiting requests as the list filtered to pending counts them', async () => {
    const { users, calls } = fakeIdm(() => page([{ _id: 'x' }], 7));
    expect(await users.pendingCount()).toBe(7);
    const query = params(calls[0]?.path ?? '');
    expect(query.get('_queryFilter')).toBe('/applications/status eq "pending"');
    expect(query.get('_totalPagedResultsPolicy')).toBe('EXACT');
  });

  it("reads a user with the requesters' names and the member counts", async () => {
    const { users, calls } = fakeIdm((path) => {
      if (path === '/openidm/managed/alpha_user/cablecraft-user-003') return idmUser;
      const filter = params(path).get('_queryFilter');
      if (filter === '/memberOfOrgIDs eq "org-cablecraft"') return page([{ _id: 'a' }], 150);
      return page([{ _id: 'org-admin-external', givenName: 'Jonas', sn: 'Wendel' }]);
    });
    const found = await users.user('cablecraft-user-003', organizations);
    expect(found.kind).toBe('found');
    if (found.kind !== 'found') return;
    expect(found.user.organizations[0]?.members).toBe(150);
    expect(found.user.accesses[1]?.requestedByName).toBe('Jonas Wendel');
    const names = calls.find((call) => params(call.path).get('_queryFilter')?.includes('/_id'));
    expect(params(names?.path ?? '').get('_queryFilter')).toBe(
      '/_id eq "cablecraft-user-003" or /_id eq "org-admin-external"',
    );
  });

  it('tells an unknown user (404) from one out of reach (403), and throws anything else', async () => {
    await expect(
      fakeIdm(() => {
        throw refusal(404, 'Object not found');
      }).users.user('nobody', organizations),
    ).resolves.toEqual({ kind: 'notFound' });
    await expect(
      fakeIdm(() => {
        throw refusal(403, 'Access denied');
      }).users.user('voltline-user-001', organizations),
    ).resolves.toEqual({ kind: 'noPermission' });
    await expect(
      fakeIdm(() => {
        throw refusal(500, 'Boom');
      }).users.user('x', organizations),
    ).rejects.toBeInstanceOf(IdmRequestError);
  });

  it('escapes the id in the address', async () => {
    const { users, calls } = fakeIdm(() => ({}));
    await users.remove('a/../b?c');
    expect(calls[0]).toEqual({
      path: '/openidm/managed/alpha_user/a%2F..%2Fb%3Fc',
      init: { method: 'DELETE' },
    });
  });

  it('invites with the contract body and reads when it was sent and when it expires', async () => {
    const { users, calls } = fakeIdm(() => ({
      _id: 'u-new',
      mail: 'new@cablecraft.example',
      applications: [
        {
          application: 'assetdb',
          organisationId: 'org-cablecraft',
          role: 'user',
          status: 'invited',
          requestDate: '2026-03-14T12:00:00.000Z',
          inviteExpires: '2026-03-21T12:00:00.000Z',
        },
      ],
    }));
    const sent = await users.invite({
      mail: 'new@cablecraft.example',
      organisationId: 'org-cablecraft',
      application: 'assetdb',
      role: 'user',
    });
    expect(calls[0]).toEqual({
      path: '/openidm/managed/alpha_user?_action=invite',
      init: {
        method: 'POST',
        body: {
          mail: 'new@cablecraft.example',
          organisationId: 'org-cablecraft',
          application: 'assetdb',
          role: 'user',
        },
      },
    });
    expect(sent).toEqual({
      userId: 'u-new',
      email: 'new@cablecraft.example',
      application: 'assetdb',
      sentAt: '2026-03-14T12:00:00.000Z',
      expiresAt: '2026-03-21T12:00:00.000Z',
    });
  });

  it('finds the id of a user by their e-mail, quoted', async () => {
    const { users, calls } = fakeIdm(() => page([{ _id: 'u-7' }]));
    expect(await users.userIdByMail('anna"@x.example')).toBe('u-7');
    expect(params(calls[0]?.path ?? '').get('_queryFilter')).toBe('/mail eq "anna\\"@x.example"');
    expect(await fakeIdm(() => page([])).users.userIdByMail('a@b.example')).toBeNull();
  });

  it('sends an access action and an organisation removal as the contract says', async () => {
    const { users, calls } = fakeIdm(() => ({}));
    await users.changeAccess('u-1', {
      organizationId: 'org-ostara',
      application: 'assetdb',
      action: 'edit',
      role: 'admin',
    });
    await users.changeAccess('u-1', {
      organizationId: 'org-ostara',
      application: 'assetdb',
      action: 'deny',
    });
    await users.removeOrganization('u-1', 'org-ostara');
    expect(calls).toEqual([
      {
        path: '/openidm/managed/alpha_user/u-1?_action=access',
        init: {
          method: 'POST',
          body: {
            organisationId: 'org-ostara',
            application: 'assetdb',
            action: 'edit',
            role: 'admin',
          },
        },
      },
      {
        path: '/openidm/managed/alpha_user/u-1?_action=access',
        init: {
          method: 'POST',
          body: { organisationId: 'org-ostara', application: 'assetdb', action: 'deny' },
        },
      },
      {
        path: '/openidm/managed/alpha_user/u-1?_action=removeOrganisation',
        init: { method: 'POST', body: { organisationId: 'org-ostara' } },
      },
    ]);
  });

  it('refuses an answer that is not a page', async () => {
    await expect(fakeIdm(() => ({ nope: true })).users.pendingCount()).rejects.toMatchObject({
      failure: 'shape',
    });
  });
});

describe('reading a refusal', () => {
  it('knows a taken e-mail by its UNIQUE policy failure on mail', () => {
    const taken = refusal(
      403,
      'Policy validation failed',
      new Map([['mail', [{ code: 'UNIQUE', params: {} }]]]),
    );
    expect(isMailTaken(taken)).toBe(true);
    expect(isMailTaken(refusal(403, 'You do not administer this organisation'))).toBe(false);
    expect(isMailTaken(new Error('x'))).toBe(false);
  });

  it("shows the status and the service's words as the technical details", () => {
    expect(technicalDetails(refusal(409, 'This action is not offered for this access'))).toBe(
      '409 This action is not offered for this access',
    );
    expect(technicalDetails(new IdmRequestError('timeout', 't', '', new Map()))).toBe('timeout');
  });
});
