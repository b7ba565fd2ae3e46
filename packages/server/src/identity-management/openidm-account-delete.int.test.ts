import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenidmProduct, type OpenidmProduct } from './test-support/openidm-product';

/**
 * Deleting one's own account through `/openidm` ends what the account's tokens can do: the
 * provider and the service share one store, so a deleted user's tokens speak for no one.
 */
let product: OpenidmProduct;
const sara = 'account-delete';
const self = `/managed/alpha_user/${sara}`;

beforeAll(async () => {
  product = await startOpenidmProduct();
}, 60_000);

afterAll(() => product.close());

function refresh(refreshToken: string): Promise<Response> {
  return fetch(`${product.issuer}/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'kmx-portal',
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    }).toString(),
  });
}

describe('deleting one’s own account through /openidm', () => {
  it('revokes its refresh token and refuses its access token afterwards', async () => {
    const tokens = await product.signIn(sara);
    expect((await product.openidm(self, { token: tokens.accessToken })).status).toBe(200);

    const deleted = await product.openidm(self, { method: 'DELETE', token: tokens.accessToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ _id: sara });
    expect(deleted.headers.get('cache-control')).toBe('no-store');

    const renewal = await refresh(tokens.refreshToken);
    expect(renewal.status).toBe(400);
    expect(await renewal.json()).toMatchObject({ error: 'invalid_grant' });
    const after = await product.openidm(self, { token: tokens.accessToken });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 401, reason: 'Unauthorized', message: 'Access Denied' });
    await expect(product.signIn(sara)).rejects.toThrow();
  });

  it('is refused to an internal employee, who keeps the account', async () => {
    const { accessToken } = await product.signIn('internal-employee');
    const ines = '/managed/alpha_user/internal-employee';
    const answer = await product.openidm(ines, { method: 'DELETE', token: accessToken });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      message: 'Internal employees cannot change this in the portal',
    });
    expect((await product.openidm(ines, { token: accessToken })).status).toBe(200);
  });

  it('is not offered for anyone else: a customer cannot delete another user', async () => {
    const { accessToken } = await product.signIn('customer-all-services');
    const answer = await product.openidm('/managed/alpha_user/cablecraft-user-001', {
      method: 'DELETE',
      token: accessToken,
    });
    expect(answer.status).toBe(404);
  });
});
