import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { idmPolicyRequirements } from './idm-policy';
import { policyFailuresByField } from './idm-policy-failures';

const requirement = fc.record(
  {
    policyRequirement: fc.oneof(fc.constantFrom(...idmPolicyRequirements), fc.string()),
    params: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
  },
  { requiredKeys: ['policyRequirement'] },
);

const failures = fc.array(
  fc.record({
    property: fc.string({ minLength: 1 }),
    policyRequirements: fc.array(requirement, { minLength: 1 }),
  }),
);

test.prop([fc.jsonValue()])('never throws on any JSON', (value) => {
  expect(() => policyFailuresByField(value)).not.toThrow();
});

test.prop([fc.array(fc.record({ property: fc.jsonValue(), policyRequirements: fc.jsonValue() }))])(
  'never throws on entries of any shape',
  (value) => {
    expect(() => policyFailuresByField(value)).not.toThrow();
  },
);

test.prop([failures])('keeps every requirement, each under its own field', (value) => {
  const byField = policyFailuresByField(value);
  const kept = [...byField.values()].reduce((sum, list) => sum + list.length, 0);
  expect(kept).toBe(value.reduce((sum, failure) => sum + failure.policyRequirements.length, 0));
  for (const failure of value) expect(byField.has(failure.property)).toBe(true);
});

test.prop([failures])('answers only known codes or other, and texts as parameters', (value) => {
  const known: readonly string[] = idmPolicyRequirements;
  for (const list of policyFailuresByField(value).values()) {
    for (const failure of list) {
      expect(failure.code === 'other' || known.includes(failure.code)).toBe(true);
      for (const param of Object.values(failure.params)) expect(typeof param).toBe('string');
    }
  }
});
