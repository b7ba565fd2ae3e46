import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionPath,
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

const yuki = 'account-device';
const post = (subject: string, id: string, action: string, body?: unknown) =>
  idm.call(subject, actionPath(id, action), {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
  });
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(idm.clock() / 1000) });
const invalidCode = {
  status: 400,
  body: { code: 400, reason: 'Bad Request', message: 'The code is not valid' },
};

describe('the own authenticator device (rule 4)', () => {
  it('registers, confirms with a code of the app, refuses a second device, and resets', async () => {
    expect((await idm.call(yuki, userPath(yuki))).body['mfaEnabled']).toBe(false);
    expect(await post(yuki, yuki, 'confirmTotp', { code: '123456' })).toEqual(invalidCode);

    const first = await post(yuki, yuki, 'registerTotp');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['secret', 'uri']);
    const secret = first.body['secret'] as string;
    const uri = new URL(first.body['uri'] as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain('yuki.tanaka@meridian.example');
    expect(idm.store.secrets(yuki).totp).toEqual({ secret, confirmed: false });
    expect((await idm.call(yuki, userPath(yuki))).body['mfaEnabled']).toBe(false);

    const code = await codeNow(secret);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await post(yuki, yuki, 'confirmTotp', { code: wrong })).toEqual(invalidCode);
    expect(await post(yuki, yuki, 'confirmTotp', {})).toEqual(invalidCode);
    const confirmed = await post(yuki, yuki, 'confirmTotp', { code });
    expect(confirmed).toMatchObject({ status: 200, body: { _id: yuki, mfaEnabled: true } });
    expect(JSON.stringify(confirmed.body)).not.toContain(secret);

    expect(await post(yuki, yuki, 'registerTotp')).toEqual({
      status: 409,
      body: { code: 409, reason: 'Conflict', message: 'A device is already registered' },
    });
    expect(await post(yuki, yuki, 'confirmTotp', { code })).toEqual(invalidCode);

    const reset = await post(yuki, yuki, 'resetTotp');
    expect(reset).toMatchObject({ status: 200, body: { mfaEnabled: false } });
    expect(idm.store.secrets(yuki).totp).toBeUndefined();
    expect(idm.store.secrets(yuki).password).toBeDefined();
  });

  it('replaces a device never confirmed, whose codes then no longer count', async () => {
    const first = (await post(yuki, yuki, 'registerTotp')).body['secret'] as string;
    const second = (await post(yuki, yuki, 'registerTotp')).body['secret'] as string;
    expect(second).not.toBe(first);
    const stale = await codeNow(first);
    expect(stale).not.toBe(await codeNow(second));
    expect(await post(yuki, yuki, 'confirmTotp', { code: stale })).toEqual(invalidCode);
    expect((await post(yuki, yuki, 'confirmTotp', { code: await codeNow(second) })).status).toBe(
      200,
    );
  });

  it("accepts the code of the step before, as the app's clock may be a little behind", async () => {
    const mira = 'customer-all-services';
    const secret = (await post(mira, mira, 'registerTotp')).body['secret'] as string;
    const previous = await generate({ secret, epoch: Math.floor(idm.clock() / 1000) - 30 });
    expect((await post(mira, mira, 'confirmTotp', { code: previous })).status).toBe(200);
  });

  it("is nobody else's to change: 403 for a user in reach, 404 for an unknown one", async () => {
    const denied = {
      status: 403,
      body: { code: 403, reason: 'Forbidden', message: 'Access denied' },
    };
    for (const action of ['registerTotp', 'confirmTotp', 'resetTotp']) {
      expect(
        await post('org-admin-external', 'cablecraft-user-004', action, { code: '1' }),
      ).toEqual(denied);
      expect(await post('org-admin-external', 'customer-tickets-only', action)).toEqual(denied);
      expect((await post('org-admin-external', 'nobody', action)).status).toBe(404);
    }
    expect((await post(yuki, yuki, 'flyAway')).status).toBe(400);
  });
});
