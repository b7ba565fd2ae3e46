import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { mayAskOpenidm } from './openidm-access';

const users = '/openidm/managed/alpha_user';
const organisations = '/openidm/managed/alpha_organization';

/** Paths built of the pieces that matter: the bases, ids, dots, slashes and encodings. */
const piece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '%2F',
  '%2e',
  ';',
  '\\\\',
  'own',
  'other',
  'alpha_user',
  'alpha_organization',
  'managed',
  'openidm',
  '?',
);
const tail = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));
const path = fc
  .tuple(fc.constantFrom(users, organisations, '/openidm', ''), tail)
  .map(([base, rest]) => `${base}${rest}`);
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE');
const customerRoles = fc.array(fc.constantFrom('kmx_int_assetdb_active', 'kmx_delegatedadmin'), {
  maxLength: 2,
});

test.prop([path, method, customerRoles])(
  'a user who administers nothing reaches their own user and reads the organisations, nothing else',
  (candidate, verb, roles) => {
    const allowed = mayAskOpenidm({ id: 'own', roles }, verb, candidate);
    const expected =
      candidate === `${users}/own` ||
      (candidate === organisations && (verb === 'GET' || verb === 'HEAD'));
    expect(allowed).toBe(expected);
  },
);

test.prop([path, method])(
  'an administrator reaches only plain paths below the users and organisations',
  (candidate, verb) => {
    const allowed = mayAskOpenidm(
      { id: 'own', roles: ['kmx_delegatedadmin_extern'] },
      verb,
      candidate,
    );
    if (!allowed) return;
    const below = [users, organisations].find(
      (base) => candidate === base || candidate.startsWith(`${base}/`),
    );
    expect(below).toBeDefined();
    const segments = candidate.slice(below?.length).split('/').slice(1);
    for (const segment of segments) {
      expect(segment).toMatch(/^[A-Za-z0-9._@+-]+$/);
      expect(['.', '..']).not.toContain(segment);
    }
  },
);
