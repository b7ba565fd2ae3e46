import type { IdmPolicyRequirement } from '@kmx/domain/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenidmProduct, type OpenidmProduct } from './test-support/openidm-product';

/**
 * Every policy code the service answers, each for an input that breaks it, through the product's
 * `/openidm` with real access tokens, with the parameters the portal's texts name.
 */
let product: OpenidmProduct;
/** Administers org-cablecraft and org-ostara. */
let jonas: string;
/** A customer of org-cablecraft. */
let mira: string;
const users = '/managed/alpha_user';
const miraPassword = 'Demo-2026!customer';

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

interface Breach {
  readonly who: 'jonas' | 'mira';
  readonly path: string;
  readonly method: string;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
  readonly property: string;
  readonly requirement: IdmPolicyRequirement;
  readonly params?: Record<string, unknown>;
}

const own = `${users}/customer-all-services`;
const replace = (field: string, value: unknown) => [{ operation: 'replace', field, value }];
const profile = (
  field: string,
  value: unknown,
  requirement: IdmPolicyRequirement,
  params?: Record<string, unknown>,
): Breach => ({
  who: 'mira',
  path: own,
  method: 'PATCH',
  body: replace(`/${field}`, value),
  property: field,
  requirement,
  ...(params !== undefined && { params }),
});
const password = (
  value: unknown,
  requirement: IdmPolicyRequirement,
  params?: Record<string, unknown>,
): Breach => ({
  who: 'mira',
  path: own,
  method: 'PATCH',
  body: replace('/password', value),
  headers: { 'x-openidm-reauth-password': miraPassword },
  property: 'password',
  requirement,
  ...(params !== undefined && { params }),
});
const invite = (mail: string, requirement: IdmPolicyRequirement): Breach => ({
  who: 'jonas',
  path: `${users}?_action=invite`,
  method: 'POST',
  body: { mail, organisationId: 'org-cablecraft', application: 'assetdb' },
  property: 'mail',
  requirement,
});

const breaches: [string, Breach][] = [
  ['an empty given name', profile('givenName', '', 'REQUIRED')],
  ['a blank given name', profile('givenName', ' ', 'MIN_LENGTH', { minLength: 1 })],
  [
    'a given name of 65 letters',
    profile('givenName', 'A'.repeat(65), 'MAX_LENGTH', { maxLength: 64 }),
  ],
  ['a family name with digits', profile('sn', 'Castellan 2', 'VALID_NAME_FORMAT')],
  ['a given name that is a number', profile('givenName', 42, 'MATCH_REGEXP')],
  ['a mail without a domain', profile('mail', 'mira@', 'VALID_EMAIL_ADDRESS_FORMAT')],
  ['a mail of five characters', profile('mail', 'a@b.c', 'MIN_LENGTH', { minLength: 6 })],
  ['another user’s mail', profile('mail', 'jonas.wendel@cablecraft.example', 'UNIQUE')],
  ['a phone number in words', profile('telephoneNumber', 'call me', 'VALID_PHONE_FORMAT')],
  [
    'a postal code without digits',
    profile('postalCode', 'ABC', 'AT_LEAST_X_NUMBERS', { numNums: 1 }),
  ],
  [
    'a postal code with other characters',
    profile('postalCode', '80#31', 'CANNOT_CONTAIN_CHARACTERS', { forbiddenChars: ['#'] }),
  ],
  [
    'a city with markup',
    profile('city', '<b>Zug</b>', 'CANNOT_CONTAIN_CHARACTERS', {
      forbiddenChars: ['<', '>', '{', '}'],
    }),
  ],
  [
    'a country in lower case',
    profile('country', 'ch', 'AT_LEAST_X_CAPITAL_LETTERS', { numCaps: 2 }),
  ],
  ['a language not offered', profile('preferredLanguage', 'xx', 'CANNOT_CONTAIN_OTHERS')],
  [
    'an organisation twice',
    {
      who: 'mira',
      path: own,
      method: 'PATCH',
      body: [{ operation: 'add', field: '/memberOfOrgIDs/-', value: 'org-cablecraft' }],
      property: 'memberOfOrgIDs',
      requirement: 'CANNOT_CONTAIN_DUPLICATES',
    },
  ],
  ['an empty password', password('', 'REQUIRED')],
  ['a short password', password('Ab1', 'MIN_LENGTH', { minLength: 8 })],
  [
    'a password of 129 characters',
    password(`A1${'a'.repeat(127)}`, 'MAX_LENGTH', { maxLength: 128 }),
  ],
  [
    'a password without capitals',
    password('lowercase-1', 'AT_LEAST_X_CAPITAL_LETTERS', { numCaps: 1 }),
  ],
  ['a password without digits', password('No-Digits-Here', 'AT_LEAST_X_NUMBERS', { numNums: 1 })],
  [
    'a password holding the family name',
    password('Castellan-2026', 'CANNOT_CONTAIN_OTHERS', {
      disallowedFields: 'userName,givenName,sn',
    }),
  ],
  ['an invite to a taken mail', invite('lea.brunnholz@voltline.example', 'UNIQUE')],
  ['an invite to no mail', invite('', 'REQUIRED')],
  ['an invite to a bad mail', invite('not a mail', 'VALID_EMAIL_ADDRESS_FORMAT')],
];

describe('policy failures through /openidm', () => {
  it.each(breaches)('names %s', async (_name, breach) => {
    const answer = await product.openidm(breach.path, {
      method: breach.method,
      token: breach.who === 'jonas' ? jonas : mira,
      body: breach.body,
      ...(breach.headers !== undefined && { headers: breach.headers }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message: 'Policy validation failed',
      detail: { result: false },
    });
    const failed = (
      answer.body as {
        detail: {
          failedPolicyRequirements: {
            property: string;
            policyRequirements: { policyRequirement: string; params?: unknown }[];
          }[];
        };
      }
    ).detail.failedPolicyRequirements;
    const requirements = failed.find((entry) => entry.property === breach.property);
    expect(requirements?.policyRequirements).toContainEqual(
      breach.params === undefined
        ? { policyRequirement: breach.requirement }
        : { policyRequirement: breach.requirement, params: breach.params },
    );
  });

  it('names a request date that is not a date, for an administrator’s change', async () => {
    const member = await product.openidm(`${users}/cablecraft-user-001`, { token: jonas });
    expect(member.status).toBe(200);
    const [access] = (member.body as { applications: Record<string, unknown>[] }).applications;
    const answer = await product.openidm(`${users}/cablecraft-user-001`, {
      method: 'PATCH',
      token: jonas,
      body: replace('/applications/0', { ...access, requestDate: 'yesterday' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      detail: {
        failedPolicyRequirements: [
          { property: 'applications', policyRequirements: [{ policyRequirement: 'VALID_DATE' }] },
        ],
      },
    });
  });

  it('changed nothing on the way', async () => {
    const answer = await product.openidm(own, { token: mira });
    expect(answer.body).toMatchObject({
      givenName: 'Mira',
      mail: 'mira.castellan@cablecraft.example',
      memberOfOrgIDs: ['org-cablecraft'],
    });
    // The password is the old one still: Mira signs in with it.
    await expect(product.signIn('customer-all-services')).resolves.toMatchObject({
      accessToken: expect.any(String) as unknown,
    });
  });
});
