import { describe, expect, it, vi } from 'vitest';
import {
  accountFailureOf,
  accountRecordOf,
  idmAccount,
  mfaFailureOf,
  passwordFailureOf,
  profilePatch,
} from './idm-account';
import { IdmRequestError, type IdmCall } from './idm-request';

const tomas = {
  _id: 'account-profile',
  _rev: '3',
  userName: 'tomas.ruiz@voltline.example',
  givenName: 'Tomas',
  sn: 'Ruiz',
  mail: 'tomas.ruiz@voltline.example',
  city: 'Freiburg',
  country: 'DE',
  preferredLanguage: 'es',
  mfaEnabled: false,
  roles: ['kmx_int_serviceticketing_active'],
};

const record = accountRecordOf(tomas);

function policyError(property: string, policyRequirement: string) {
  return new IdmRequestError(
    403,
    'refused',
    'Failed policy validation',
    new Map([[property, [{ code: policyRequirement as 'REQUIRED', params: {} }]]]),
  );
}

function fakeIdm(answer: unknown = tomas) {
  const calls: { path: string; init: IdmCall }[] = [];
  const idm = vi.fn((path: string, init: IdmCall = {}) => {
    calls.push({ path, init });
    return Promise.resolve(answer);
  });
  return { idm, calls };
}

describe("the account's record", () => {
  it("reads IDM's user with IDM's property names, blanks for missing ones", () => {
    expect(record).toEqual({
      id: 'account-profile',
      email: 'tomas.ruiz@voltline.example',
      mfaEnabled: false,
      profile: {
        firstName: 'Tomas',
        lastName: 'Ruiz',
        company: '',
        telephone: '',
        address: '',
        postalCode: '',
        city: 'Freiburg',
        country: 'DE',
        language: 'es',
      },
    });
    expect(accountRecordOf({ ...tomas, mfaEnabled: true }).mfaEnabled).toBe(true);
  });

  it('refuses an answer that is no user', () => {
    expect(() => accountRecordOf({ result: [] })).toThrow(IdmRequestError);
  });
});

describe('profilePatch', () => {
  it('replaces changed fields, removes emptied ones and leaves the rest', () => {
    expect(
      profilePatch(record.profile, {
        firstName: 'Tomás',
        lastName: 'Ruiz',
        company: 'Voltline Harness',
        telephone: null,
        address: null,
        postalCode: null,
        city: null,
        country: 'DE',
        language: 'es',
      }),
    ).toEqual([
      { operation: 'replace', field: '/givenName', value: 'Tomás' },
      { operation: 'replace', field: '/company', value: 'Voltline Harness' },
      { operation: 'remove', field: '/city' },
    ]);
  });
});

describe('the calls', () => {
  it('patch the own user and read it again when nothing changed', async () => {
    const { idm, calls } = fakeIdm();
    const account = idmAccount(idm, 'account-profile');
    await account.saveProfile(record.profile, {
      ...record.profile,
      firstName: 'Tom',
      company: null,
      telephone: null,
      address: null,
      postalCode: null,
    });
    expect(calls[0]).toEqual({
      path: '/openidm/managed/alpha_user/account-profile',
      init: {
        method: 'PATCH',
        body: [{ operation: 'replace', field: '/givenName', value: 'Tom' }],
      },
    });
    await account.saveProfile(record.profile, {
      ...record.profile,
      company: null,
      telephone: null,
      address: null,
      postalCode: null,
    });
    expect(calls[1]).toEqual({ path: '/openidm/managed/alpha_user/account-profile', init: {} });
  });

  it('change the password with the current one in the re-authentication header', async () => {
    const { idm, calls } = fakeIdm();
    await idmAccount(idm, 'account-profile').changePassword('Demo-2026!profile', 'Harbour-2027!');
    expect(calls[0]?.init).toEqual({
      method: 'PATCH',
      headers: { 'X-OpenIDM-Reauth-Password': 'Demo-2026!profile' },
      body: [{ operation: 'replace', field: '/password', value: 'Harbour-2027!' }],
    });
  });

  it('refuse a current password no header can carry, without sending it', async () => {
    const { idm } = fakeIdm();
    const change = idmAccount(idm, 'account-profile').changePassword('Prix-100€', 'Harbour-2027!');
    await expect(change.catch(passwordFailureOf)).resolves.toEqual({ kind: 'reauth' });
    expect(idm).not.toHaveBeenCalled();
  });

  it('register, confirm and reset the device by actions on the own id', async () => {
    const { idm, calls } = fakeIdm({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' });
    const account = idmAccount(idm, 'a b');
    expect(await account.registerTotp()).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/x',
    });
    expect(calls[0]?.path).toBe('/openidm/managed/alpha_user/a%20b?_action=registerTotp');
    await expect(account.confirmTotp('123456')).rejects.toThrow(IdmRequestError);
    expect(calls[1]?.init).toEqual({ method: 'POST', body: { code: '123456' } });
    const other = fakeIdm({ ...tomas, mfaEnabled: false });
    const reset = await idmAccount(other.idm, 'account-profile').resetTotp();
    expect(other.calls[0]?.path).toContain('?_action=resetTotp');
    expect(reset.mfaEnabled).toBe(false);
  });

  it('delete the own user', async () => {
    const { idm, calls } = fakeIdm();
    await idmAccount(idm, 'account-delete').remove();
    expect(calls[0]).toEqual({
      path: '/openidm/managed/alpha_user/account-delete',
      init: { method: 'DELETE' },
    });
  });

  it('refuse a registration without a secret', async () => {
    const { idm } = fakeIdm({ uri: 'otpauth://totp/x' });
    await expect(idmAccount(idm, 'x').registerTotp()).rejects.toThrow('registerTotp');
  });
});

describe('the failures', () => {
  it("put IDM's policy failures on the form's fields", () => {
    const failure = accountFailureOf(policyError('givenName', 'VALID_NAME_FORMAT'));
    expect(failure).toEqual({
      kind: 'policy',
      fields: new Map([['firstName', [{ code: 'VALID_NAME_FORMAT', params: {} }]]]),
    });
    const other = accountFailureOf(policyError('_rev', 'VALID_NUMBER'));
    expect(other.kind === 'policy' && [...other.fields.keys()]).toEqual(['_rev']);
  });

  it('give the details of a failure without policy', () => {
    expect(accountFailureOf(new IdmRequestError('timeout', 'x', '', new Map()))).toEqual({
      kind: 'error',
      failure: 'timeout',
      serviceMessage: '',
    });
    expect(accountFailureOf(new TypeError('boom'))).toEqual({
      kind: 'error',
      failure: 'network',
      serviceMessage: '',
    });
  });

  it('tell a wrong current password from the policy of the new one', () => {
    const wrong = new IdmRequestError(403, 'x', 'Reauthentication failed', new Map());
    expect(passwordFailureOf(wrong)).toEqual({ kind: 'reauth' });
    const weak = passwordFailureOf(policyError('password', 'AT_LEAST_X_NUMBERS'));
    expect(weak.kind === 'policy' && [...weak.fields.keys()]).toEqual(['next']);
    const internal = new IdmRequestError(
      403,
      'x',
      'Internal employees cannot change this in the portal',
      new Map(),
    );
    expect(passwordFailureOf(internal)).toEqual({
      kind: 'error',
      failure: 403,
      serviceMessage: 'Internal employees cannot change this in the portal',
    });
  });

  it('tell a code that is not valid from other device failures', () => {
    expect(mfaFailureOf(new IdmRequestError(400, 'x', 'The code is not valid', new Map()))).toEqual(
      { kind: 'code' },
    );
    expect(
      mfaFailureOf(new IdmRequestError(409, 'x', 'A device is already registered', new Map())),
    ).toEqual({
      kind: 'error',
      failure: 409,
      serviceMessage: 'A device is already registered',
    });
  });
});
