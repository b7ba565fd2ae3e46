import { describe, expect, it } from 'vitest';
import { matchesQueryFilter, parseQueryFilter, QueryFilterError } from './query-filter';

const user = {
  givenName: 'Mira',
  sn: 'Castellan',
  mail: 'mira.castellan@cablecraft.example',
  memberOfOrgIDs: ['org-cablecraft'],
  applications: [{ application: 'assetdb', status: 'active' }],
};
const matches = (filter: string) => matchesQueryFilter(parseQueryFilter(filter), user);

describe('parseQueryFilter', () => {
  it('matches true, false and the comparisons IDM uses, strings without regard to case', () => {
    expect(matches('true')).toBe(true);
    expect(matches('false')).toBe(false);
    expect(matches('/mail eq "MIRA.castellan@cablecraft.example"')).toBe(true);
    expect(matches('/sn co "stell"')).toBe(true);
    expect(matches('/givenName sw "mi"')).toBe(true);
    expect(matches('/givenName sw "ra"')).toBe(false);
    expect(matches('/memberOfOrgIDs eq "org-cablecraft"')).toBe(true);
    expect(matches('/applications/status eq "active"')).toBe(true);
    expect(matches('/telephoneNumber pr')).toBe(false);
  });

  it('combines with and, or, ! and parentheses, and binding before or', () => {
    expect(matches('/sn eq "x" or /givenName eq "Mira" and /mail co "cablecraft"')).toBe(true);
    expect(matches('(/sn eq "x" or /givenName eq "Mira") and /mail co "voltline"')).toBe(false);
    expect(matches('!(/sn eq "x")')).toBe(true);
    expect(matches('! /givenName eq "Mira"')).toBe(false);
  });

  it('reads escaped quotes inside strings', () => {
    expect(parseQueryFilter('/sn eq "a\\"b"')).toEqual({
      kind: 'compare',
      field: 'sn',
      operator: 'eq',
      value: 'a"b',
    });
  });

  it.each([
    '',
    '/mail',
    '/mail eq',
    '/mail gt "a"',
    '/mail eq "unterminated',
    '(true',
    'true)',
    'true and',
    '/mail eq "a" extra',
    '/../x eq "a"',
    '/mail eq x',
    '${process.exit()}',
    `${'('.repeat(100)}true${')'.repeat(100)}`,
  ])('refuses %j with a QueryFilterError', (filter) => {
    expect(() => parseQueryFilter(filter)).toThrow(QueryFilterError);
  });
});
