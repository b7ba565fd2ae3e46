import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenidmProduct, type OpenidmProduct } from './test-support/openidm-product';

/**
 * The delegated-administration contract through the product's `/openidm`, with real access
 * tokens of its embedded provider: the product's check in front, the service's scope behind.
 */
let product: OpenidmProduct;
/** Administers org-cablecraft and org-ostara. */
let jonas: string;
/** A customer of org-cablecraft, administers nothing. */
let mira: string;
/** A customer of org-voltline. */
const lea = 'customer-tickets-only';
const voltlineUser = 'voltline-user-001';
const users = '/managed/alpha_user';

beforeAll(async () => {
  product = await startOpenidmProduct();
  [jonas, mira] = (
    await Promise.all([
      product.signIn('org-admin-external'),
      product.signIn('customer-all-services'),
    ])
  ).map((tokens) => tokens.accessToken) as [string, string];
}, 60_000);

afterAll(() => product.close());

const unauthorized = { code: 401, reason: 'Unauthorized', message: 'Access Denied' };

/** The ids of a query's users (the query must be answered). */
async function idsOf(query: string, token: string): Promise<string[]> {
  const answer = await product.openidm(`${users}?${query}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { result: { _id: string }[] }).result.map((user) => user._id);
}

describe('/openidm without a valid access token', () => {
  it('answers 401 in the service’s shape, stored by no one', async () => {
    for (const token of [undefined, 'not-a-token', `${jonas}x`]) {
      const answer = await product.openidm(`${users}/org-admin-external`, {
        ...(token !== undefined && { token }),
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('does not take an ID token for an access token', async () => {
    const { idToken } = await product.signIn('org-admin-external');
    expect((await product.openidm(`${users}/org-admin-external`, { token: idToken })).status).toBe(
      401,
    );
  });
});

describe('an administrator of Cablecraft and Ostara against Voltline', () => {
  it('reads a user of his own organisations, and no one of Voltline by id', async () => {
    const own = await product.openidm(`${users}/cablecraft-user-001`, { token: jonas });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    for (const id of [voltlineUser, lea]) {
      const answer = await product.openidm(`${users}/${id}`, { token: jonas });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 403, message: 'Access denied' });
    }
  });

  it.each([
    ['everyone', '_queryFilter=true'],
    ['an id of Voltline', `_queryFilter=${encodeURIComponent(`/_id eq "${voltlineUser}"`)}`],
    [
      'a filter that is true whatever the id',
      `_queryFilter=${encodeURIComponent(`true or /_id eq "${voltlineUser}"`)}`,
    ],
    [
      'Voltline’s members',
      `_queryFilter=${encodeURIComponent('/memberOfOrgIDs eq "org-voltline"')}`,
    ],
    ['a negation', `_queryFilter=${encodeURIComponent('!(/memberOfOrgIDs eq "org-cablecraft")')}`],
    ['Lea by mail', `_queryFilter=${encodeURIComponent('/mail co "voltline"')}`],
  ])('finds nobody of Voltline when he asks for %s', async (_name, query) => {
    const ids = await idsOf(`${query}&_fields=memberOfOrgIDs`, jonas);
    expect(ids).not.toContain(voltlineUser);
    expect(ids).not.toContain(lea);
    const answer = await product.openidm(`${users}?${query}&_fields=memberOfOrgIDs`, {
      token: jonas,
    });
    for (const user of (answer.body as { result: { memberOfOrgIDs: string[] }[] }).result) {
      expect(user.memberOfOrgIDs.some((id) => ['org-cablecraft', 'org-ostara'].includes(id))).toBe(
        true,
      );
    }
  });

  it('changes no user of Voltline, and deletes none', async () => {
    const patch = await product.openidm(`${users}/${voltlineUser}`, {
      method: 'PATCH',
      token: jonas,
      body: [{ operation: 'replace', field: '/givenName', value: 'Taken' }],
    });
    expect(patch.status).toBe(403);
    const deleted = await product.openidm(`${users}/${lea}`, { method: 'DELETE', token: jonas });
    expect(deleted.status).toBe(403);
    const action = await product.openidm(`${users}/${lea}?_action=removeOrganisation`, {
      method: 'POST',
      token: jonas,
      body: { organisationId: 'org-voltline' },
    });
    expect(action.status).toBe(403);
    const unchanged = await product.openidm(`${users}/${lea}`, { token: mira });
    // Mira cannot look either; Lea herself shows she is untouched.
    expect(unchanged.status).toBe(404);
    const leaTokens = await product.signIn(lea);
    const herself = await product.openidm(`${users}/${lea}`, { token: leaTokens.accessToken });
    expect(herself.status).toBe(200);
    expect(herself.body).toMatchObject({ memberOfOrgIDs: ['org-voltline'] });
  });

  it('cannot add an organisation he does not administer to his own member', async () => {
    for (const field of ['/memberOfOrgIDs/-', '/memberOfOrgIDs']) {
      const value = field.endsWith('-') ? 'org-voltline' : ['org-cablecraft', 'org-voltline'];
      const answer = await product.openidm(`${users}/cablecraft-user-001`, {
        method: 'PATCH',
        token: jonas,
        body: [{ operation: field.endsWith('-') ? 'add' : 'replace', field, value }],
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: 'You do not administer this organisation' });
    }
    // … nor to himself, which would widen his own reach.
    const own = await product.openidm(`${users}/org-admin-external`, {
      method: 'PATCH',
      token: jonas,
      body: [{ operation: 'add', field: '/memberOfOrgIDs/-', value: 'org-voltline' }],
    });
    expect(own.status).toBe(403);
    expect(await idsOf('_queryFilter=true&_fields=_id', jonas)).not.toContain(voltlineUser);
  });

  it('cannot raise his own roles, not even in an organisation he administers', async () => {
    const self = `${users}/org-admin-external`;
    const patch = await product.openidm(self, {
      method: 'PATCH',
      token: jonas,
      body: [{ operation: 'add', field: '/roles/-', value: 'kmx_int_mfpwm_active' }],
    });
    expect(patch.status).toBe(403);
    expect(patch.body).toMatchObject({ message: 'You cannot raise your own roles' });
    for (const action of ['add-application', 'edit', 'grant-access', 'accept-request']) {
      const answer = await product.openidm(`${self}?_action=access`, {
        method: 'POST',
        token: jonas,
        body: { organisationId: 'org-cablecraft', application: 'mfpwm', action, role: 'admin' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: 'You cannot raise your own roles' });
    }
    const after = await product.openidm(self, { token: jonas });
    expect((after.body as { roles: string[] }).roles).not.toContain('kmx_int_mfpwm_active');
  });

  it('invites no one into Voltline', async () => {
    const answer = await product.openidm(`${users}?_action=invite`, {
      method: 'POST',
      token: jonas,
      body: {
        mail: 'new.person@voltline.example',
        organisationId: 'org-voltline',
        application: 'serviceticketing',
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'You do not administer this organisation' });
  });

  it('sees only his own organisations', async () => {
    const answer = await product.openidm('/managed/alpha_organization?_queryFilter=true', {
      token: jonas,
    });
    expect(answer.status).toBe(200);
    const ids = (answer.body as { result: { _id: string }[] }).result.map((entry) => entry._id);
    expect(ids.sort()).toEqual(['org-cablecraft', 'org-ostara']);
  });

  it('reaches nothing of the service but users and organisations', async () => {
    for (const path of ['/config/managed', '/managed/alpha_role?_queryFilter=true', '']) {
      const answer = await product.openidm(path, { token: jonas });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404, reason: 'Not Found' });
    }
  });
});

describe('a customer who administers nothing', () => {
  it('reaches no other user: not by id, not in a list, not to change or delete', async () => {
    for (const id of ['org-admin-external', 'cablecraft-user-001', lea]) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const answer = await product.openidm(`${users}/${id}`, {
          method,
          token: mira,
          ...(method === 'PATCH' && {
            body: [{ operation: 'replace', field: '/givenName', value: 'Taken' }],
          }),
        });
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ code: 404, reason: 'Not Found' });
      }
    }
    for (const query of ['_queryFilter=true', `_queryFilter=${encodeURIComponent('/_id pr')}`]) {
      expect((await product.openidm(`${users}?${query}`, { token: mira })).status).toBe(404);
    }
  });

  it('is not led elsewhere by dot segments or an encoded slash after her own id', async () => {
    for (const path of [
      `${users}/customer-all-services/../org-admin-external`,
      `${users}/customer-all-services%2F..%2Forg-admin-external`,
      `${users}/customer-all-services/..%2Forg-admin-external`,
    ]) {
      const answer = await fetch(`${product.url}/openidm${path}`, {
        headers: { authorization: `Bearer ${mira}` },
      });
      expect(answer.status).toBe(404);
    }
  });

  it('reads herself and her organisations', async () => {
    const own = await product.openidm(`${users}/customer-all-services`, { token: mira });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ _id: 'customer-all-services', mfaEnabled: false });
    const organisations = await product.openidm('/managed/alpha_organization?_queryFilter=true', {
      token: mira,
    });
    expect(organisations.status).toBe(200);
    const ids = (organisations.body as { result: { _id: string }[] }).result.map(
      (entry) => entry._id,
    );
    expect(ids).toEqual(['org-cablecraft']);
  });

  it('cannot raise her own roles, by patch or by an access action', async () => {
    const patch = await product.openidm(`${users}/customer-all-services`, {
      method: 'PATCH',
      token: mira,
      body: [{ operation: 'add', field: '/roles/-', value: 'kmx_delegatedadmin_extern' }],
    });
    expect(patch.status).toBe(403);
    expect(patch.body).toMatchObject({ message: 'You cannot raise your own roles' });
    for (const action of ['grant-access', 'accept-request', 'add-application', 'edit']) {
      const answer = await product.openidm(`${users}/customer-all-services?_action=access`, {
        method: 'POST',
        token: mira,
        body: { organisationId: 'org-cablecraft', application: 'assetdb', action, role: 'admin' },
      });
      expect(answer.status).toBe(403);
    }
    const after = await product.openidm(`${users}/customer-all-services`, { token: mira });
    expect((after.body as { roles: string[] }).roles).not.toContain('kmx_delegatedadmin_extern');
  });

  it('cannot invite or create anyone', async () => {
    for (const action of ['invite', 'create']) {
      const answer = await product.openidm(`${users}?_action=${action}`, {
        method: 'POST',
        token: mira,
        body: { mail: 'x@cablecraft.example', organisationId: 'org-cablecraft' },
      });
      expect(answer.status).toBe(404);
    }
  });
});
