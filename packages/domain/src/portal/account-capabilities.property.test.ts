import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { accountCapabilities, isInternalEmployee } from './account-capabilities';

test.prop([fc.boolean()])(
  'everyone may reset the multi-factor device; only customers edit',
  (internal) => {
    const capabilities = accountCapabilities(internal);
    expect(capabilities.resetMultiFactor).toBe(true);
    expect(capabilities.editProfile).toBe(!internal);
    expect(capabilities.changePassword).toBe(!internal);
  },
);

test.prop([fc.emailAddress(), fc.array(fc.domain(), { maxLength: 3 })])(
  'an address is internal exactly when its domain is listed',
  (email, domains) => {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    expect(isInternalEmployee({ email, isDelegatedAdminInternal: false }, domains)).toBe(
      domains.some((listed) => listed.toLowerCase() === domain),
    );
    expect(
      isInternalEmployee({ email, isDelegatedAdminInternal: false }, [
        ...domains,
        domain.toUpperCase(),
      ]),
    ).toBe(true);
  },
);
