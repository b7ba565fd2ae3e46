import { describe, expect, it } from 'vitest';
import { policyFailuresByField } from './idm-policy-failures';

describe("IDM's failed policy requirements", () => {
  it('group by field, with their parameters as texts', () => {
    const byField = policyFailuresByField([
      {
        property: 'password',
        policyRequirements: [
          { policyRequirement: 'MIN_LENGTH', params: { minLength: 8 } },
          { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
        ],
      },
      { property: 'mail', policyRequirements: [{ policyRequirement: 'UNIQUE' }] },
      {
        property: 'password',
        policyRequirements: [
          {
            policyRequirement: 'CANNOT_CONTAIN_CHARACTERS',
            params: { forbiddenChars: ['<', '>'] },
          },
        ],
      },
    ]);
    expect(Object.fromEntries(byField)).toEqual({
      password: [
        { code: 'MIN_LENGTH', params: { minLength: '8' } },
        { code: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: '1' } },
        { code: 'CANNOT_CONTAIN_CHARACTERS', params: { forbiddenChars: '< >' } },
      ],
      mail: [{ code: 'UNIQUE', params: {} }],
    });
  });

  it('keep a code the portal does not know as other', () => {
    const byField = policyFailuresByField([
      { property: 'sn', policyRequirements: [{ policyRequirement: 'IS_NEW_POLICY' }] },
    ]);
    expect(byField.get('sn')).toEqual([{ code: 'other', params: {} }]);
  });

  it('skip malformed entries and read anything else as no failures', () => {
    expect(policyFailuresByField(null).size).toBe(0);
    expect(policyFailuresByField({ property: 'sn' }).size).toBe(0);
    const byField = policyFailuresByField([
      { property: 'sn', policyRequirements: [{ params: {} }, 'REQUIRED'] },
      { property: 'givenName', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
    ]);
    expect([...byField.keys()]).toEqual(['givenName']);
  });

  it('keep a property named like an object builtin as a plain field', () => {
    const byField = policyFailuresByField([
      { property: '__proto__', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
    ]);
    expect(byField.get('__proto__')).toEqual([{ code: 'REQUIRED', params: {} }]);
  });
});
