import { inviteExpiresAt } from '@kmx/domain/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestIdmService,
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
const invite = (body: unknown, subject = admin) =>
  idm.call(subject, `${usersPath}?_action=invite`, { method: 'POST', body });
const policy = (property: string, policyRequirement: string) => ({
  status: 403,
  body: {
    code: 403,
    reason: 'Forbidden',
    message: 'Policy validation failed',
    detail: {
      result: false,
      failedPolicyRequirements: [{ property, policyRequirements: [{ policyRequirement }] }],
    },
  },
});

describe('inviting someone (rule 5)', () => {
  it('creates an inactive invitee with one invited access and a link of its own', async () => {
    const answer = await invite({
      mail: ' nina.neu@cablecraft.example ',
      organisationId: 'org-cablecraft',
      application: 'assetdb',
      role: 'key-user',
      password: 'Chosen-2026!pw',
    });
    expect(answer.status).toBe(201);
    const now = idm.clock();
    expect(answer.body).toEqual({
      _id: expect.any(String) as unknown,
      _rev: '1',
      userName: 'nina.neu@cablecraft.example',
      givenName: '',
      sn: '',
      mail: 'nina.neu@cablecraft.example',
      accountStatus: 'inactive',
      roles: [],
      memberOfOrgIDs: ['org-cablecraft'],
      applications: [
        {
          application: 'assetdb',
          organisationId: 'org-cablecraft',
          role: 'key-user',
          status: 'invited',
          requestedBy: admin,
          requestDate: new Date(now).toISOString(),
          inviteExpires: new Date(inviteExpiresAt(now)).toISOString(),
        },
      ],
      mfaEnabled: false,
    });
    const secrets = idm.store.secrets(answer.body['_id'] as string);
    expect(secrets.password).toBeUndefined();
    expect(secrets.invites?.['org-cablecraft/assetdb']).toMatch(/^[\w-]{32}$/);
  });

  it("gives the role 'user' when none is named", async () => {
    const answer = await invite({
      mail: 'otto.ohne@ostara.example',
      organisationId: 'org-ostara',
      application: 'direct',
    });
    expect(answer.status).toBe(201);
    expect(answer.body['applications']).toMatchObject([{ role: 'user', status: 'invited' }]);
  });

  it('refuses an address any user has, even one out of reach, and a missing or bad one', async () => {
    const into = { organisationId: 'org-cablecraft', application: 'assetdb' };
    expect(await invite({ ...into, mail: 'Tomas.Ruiz@voltline.example' })).toEqual(
      policy('mail', 'UNIQUE'),
    );
    expect(await invite({ ...into, mail: 'nina.neu@cablecraft.example' })).toEqual(
      policy('mail', 'UNIQUE'),
    );
    expect(await invite({ ...into, mail: '' })).toEqual(policy('mail', 'REQUIRED'));
    expect(await invite({ ...into })).toEqual(policy('mail', 'REQUIRED'));
    expect(await invite({ ...into, mail: 'not-an-address' })).toEqual(
      policy('mail', 'VALID_EMAIL_ADDRESS_FORMAT'),
    );
  });

  it('refuses an organisation the caller does not administer, and callers who administer none', async () => {
    const notAdministered = {
      status: 403,
      body: { code: 403, reason: 'Forbidden', message: 'You do not administer this organisation' },
    };
    const body = {
      mail: 'x.y@voltline.example',
      organisationId: 'org-voltline',
      application: 'assetdb',
    };
    expect(await invite(body)).toEqual(notAdministered);
    expect(
      await invite({ ...body, organisationId: 'org-cablecraft' }, 'customer-all-services'),
    ).toEqual(notAdministered);
    expect(idm.store.userByMail('x.y@voltline.example')).toBeUndefined();
  });

  it('answers 400 for an unknown application or role, or no organisation', async () => {
    const body = { mail: 'z.z@cablecraft.example', organisationId: 'org-cablecraft' };
    expect(await invite({ ...body, application: 'email' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown application' },
    });
    expect(await invite({ ...body, application: 'assetdb', role: 'owner' })).toMatchObject({
      status: 400,
      body: { message: 'Unknown role' },
    });
    expect((await invite({ mail: 'z.z@cablecraft.example', application: 'assetdb' })).status).toBe(
      400,
    );
    expect((await invite([])).status).toBe(400);
  });
});
