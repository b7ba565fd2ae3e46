import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

describe("the service's user answers (rule 1)", () => {
  it('carry mfaEnabled and a sub-region, and no secret', async () => {
    const ines = await idm.call('internal-employee', userPath('internal-employee'));
    expect(ines.body['mfaEnabled']).toBe(true);
    const member = await idm.call('org-admin-external', userPath('cablecraft-user-001'));
    expect(member.body).toMatchObject({
      mfaEnabled: false,
      subRegion: expect.any(String) as unknown,
    });
    const page = await idm.call('org-admin-external', `${usersPath}?_queryFilter=true`);
    expect(JSON.stringify(page.body)).not.toMatch(/scrypt|password|KVKFKRCP/i);
    const enabled = await idm.call(
      'internal-employee',
      `${usersPath}?_queryFilter=${encodeURIComponent('/mfaEnabled eq true')}&_fields=mfaEnabled`,
    );
    expect(enabled.body['result']).toEqual([
      { _id: 'internal-employee', _rev: '1', mfaEnabled: true },
    ]);
  });

  it('take a sub-region of up to 64 characters, and never a patched mfaEnabled', async () => {
    const path = userPath('account-profile');
    const patch = (field: string, value: unknown) =>
      idm.call('account-profile', path, {
        method: 'PATCH',
        body: [{ operation: 'replace', field, value }],
      });
    expect((await patch('/subRegion', 'Benelux')).body).toMatchObject({ subRegion: 'Benelux' });
    expect((await patch('/subRegion', 'x'.repeat(65))).body).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          {
            property: 'subRegion',
            policyRequirements: [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: 64 } }],
          },
        ],
      },
    });
    expect(await patch('/mfaEnabled', true)).toMatchObject({
      status: 400,
      body: { message: 'Cannot patch /mfaEnabled' },
    });
  });
});
