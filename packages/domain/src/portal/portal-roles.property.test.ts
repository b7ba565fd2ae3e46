import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { hasRole, portalRoles } from './portal-roles';

const role = fc.constantFrom(...Object.values(portalRoles));

test.prop([role, fc.string(), fc.string(), fc.array(fc.string(), { maxLength: 4 })])(
  'a role wrapped in any text, among any others, is found',
  (wanted, before, after, others) => {
    expect(hasRole([...others, `${before}${wanted}${after}`], wanted)).toBe(true);
  },
);

test.prop([role, fc.array(fc.string(), { maxLength: 4 })])(
  'adding roles never loses a match',
  (wanted, roles) => {
    if (hasRole(roles, wanted)) expect(hasRole([...roles, 'other'], wanted)).toBe(true);
  },
);
