import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './credentials';
import {
  startTestIdmService,
  userPath,
  type TestIdmService,
} from './test-support/idm-test-service';

let idm: TestIdmService;
beforeAll(async () => {
  idm = await startTestIdmService();
});
afterAll(async () => {
  await idm.close();
});

const current = 'Demo-2026!profile';
const change = (subject: string, id: string, value: unknown, reauth?: string) =>
  idm.call(subject, userPath(id), {
    method: 'PATCH',
    body: [{ operation: 'replace', field: '/password', value }],
    ...(reauth === undefined ? {} : { headers: { 'X-OpenIDM-Reauth-Password': reauth } }),
  });
const failed = (status: number, message: string) => ({
  status,
  body: { code: status, reason: 'Forbidden', message },
});

describe('changing the own password (rule 2)', () => {
  it('needs the current password in the reauth header', async () => {
    const reauthFailed = failed(403, 'Reauthentication failed');
    expect(await change('account-profile', 'account-profile', 'Fresh-2026!pw')).toEqual(
      reauthFailed,
    );
    expect(await change('account-profile', 'account-profile', 'Fresh-2026!pw', 'wrong')).toEqual(
      reauthFailed,
    );
    const plain = await idm.call('account-profile', userPath('account-profile'), {
      method: 'PATCH',
      body: [
        { operation: 'replace', field: '/givenName', value: 'Tom' },
        { operation: 'replace', field: '/password', value: 'Fresh-2026!pw' },
      ],
      headers: { 'X-OpenIDM-Reauth-Password': current },
    });
    expect(plain.status).toBe(400);
  });

  it.each([
    ['', 'REQUIRED', undefined],
    ['Ab1-x', 'MIN_LENGTH', { minLength: 8 }],
    [`Ab1-${'x'.repeat(125)}`, 'MAX_LENGTH', { maxLength: 128 }],
    ['lower-2026!', 'AT_LEAST_X_CAPITAL_LETTERS', { numCaps: 1 }],
    ['No-Numbers-Here', 'AT_LEAST_X_NUMBERS', { numNums: 1 }],
    ['My-TOMAS-2026', 'CANNOT_CONTAIN_OTHERS', { disallowedFields: 'userName,givenName,sn' }],
  ])('refuses %j with %s and its params', async (value, code, params) => {
    const answer = await change('account-profile', 'account-profile', value, current);
    const requirement =
      params === undefined ? { policyRequirement: code } : { policyRequirement: code, params };
    expect(answer).toEqual({
      status: 403,
      body: {
        code: 403,
        reason: 'Forbidden',
        message: 'Policy validation failed',
        detail: {
          result: false,
          failedPolicyRequirements: [{ property: 'password', policyRequirements: [requirement] }],
        },
      },
    });
  });

  it('keeps the new password as a hash and answers the user without it', async () => {
    const before = idm.store.user('account-profile');
    const answer = await change('account-profile', 'account-profile', 'Fresh-2026!pw', current);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: 'account-profile',
      _rev: String(Number(before?._rev) + 1),
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|scrypt|Fresh/);
    const stored = idm.store.secrets('account-profile').password;
    expect(verifyPassword(stored, 'Fresh-2026!pw')).toBe(true);
    expect(verifyPassword(stored, current)).toBe(false);
    expect(
      (await change('account-profile', 'account-profile', 'Other-2026!pw', current)).status,
    ).toBe(403);
  });

  it("refuses to change anyone else's password, even for their administrator", async () => {
    expect(
      await change('org-admin-external', 'cablecraft-user-004', 'Fresh-2026!pw', 'Demo-2026!admin'),
    ).toEqual(failed(403, 'Access denied'));
    expect(idm.store.secrets('cablecraft-user-004').password).toBeUndefined();
  });

  it('never sets a password through create, and never shows or matches one', async () => {
    const created = await idm.call(
      'org-admin-external',
      '/openidm/managed/alpha_user?_action=create',
      {
        method: 'POST',
        body: {
          givenName: 'Pia',
          sn: 'Pass',
          mail: 'pia.pass@cablecraft.example',
          memberOfOrgIDs: ['org-cablecraft'],
          password: 'Chosen-2026!pw',
        },
      },
    );
    expect(created).toMatchObject({ status: 400, body: { message: 'Cannot patch /password' } });
    const query = (filter: string, fields = '') =>
      idm.call(
        'org-admin-external',
        `/openidm/managed/alpha_user?_queryFilter=${encodeURIComponent(filter)}${fields}`,
      );
    expect((await query('/password pr')).body['result']).toEqual([]);
    expect((await query('/mfaEnabled pr')).body['resultCount']).toBeGreaterThan(150);
    const everything = await query('true', '&_fields=password,totp,secrets,mail');
    const text = JSON.stringify(everything.body);
    expect(text).not.toMatch(/password|scrypt|totp|secret/i);
  });
});

describe('internal employees (rule 3)', () => {
  const ines = 'internal-employee';
  const refused = failed(403, 'Internal employees cannot change this in the portal');

  it('may not change their profile or password, enable a device or delete themselves', async () => {
    expect(await change(ines, ines, 'Fresh-2026!pw', 'Demo-2026!internal')).toEqual(refused);
    const profile = await idm.call(ines, userPath(ines), {
      method: 'PATCH',
      body: [{ operation: 'replace', field: '/city', value: 'Dierikon' }],
    });
    expect(profile).toEqual(refused);
    expect(
      await idm.call(ines, `${userPath(ines)}?_action=registerTotp`, { method: 'POST' }),
    ).toEqual(refused);
    expect(
      await idm.call(ines, `${userPath(ines)}?_action=confirmTotp`, {
        method: 'POST',
        body: { code: '123456' },
      }),
    ).toEqual(refused);
    expect(await idm.call(ines, userPath(ines), { method: 'DELETE' })).toEqual(refused);
    expect(idm.store.user(ines)?.city).toBeUndefined();
  });

  it('may reset their device', async () => {
    expect((await idm.call(ines, userPath(ines))).body['mfaEnabled']).toBe(true);
    const reset = await idm.call(ines, `${userPath(ines)}?_action=resetTotp`, { method: 'POST' });
    expect(reset).toMatchObject({ status: 200, body: { _id: ines, mfaEnabled: false } });
    expect(idm.store.secrets(ines).totp).toBeUndefined();
    expect(idm.store.secrets(ines).password).toBeDefined();
  });
});
