import { describe, expect, it } from 'vitest';
import { accountCapabilities, isInternalEmployee } from './account-capabilities';

describe('account capabilities (spec portal 1 and 6)', () => {
  it('let customers do everything', () => {
    expect(accountCapabilities(false)).toEqual({
      editProfile: true,
      changePassword: true,
      resetMultiFactor: true,
      enableMultiFactor: true,
      deleteAccount: true,
    });
  });

  it('let internal employees only reset their multi-factor device', () => {
    expect(accountCapabilities(true)).toEqual({
      editProfile: false,
      changePassword: false,
      resetMultiFactor: true,
      enableMultiFactor: false,
      deleteAccount: false,
    });
  });
});

describe('an internal employee', () => {
  const domains = ['komax.com'];

  it('is an internal delegated administrator', () => {
    expect(
      isInternalEmployee({ email: 'x@example.com', isDelegatedAdminInternal: true }, domains),
    ).toBe(true);
  });

  it('or has an e-mail address of an internal domain, compared without case', () => {
    expect(
      isInternalEmployee(
        { email: 'Anna.Muster@KOMAX.com', isDelegatedAdminInternal: false },
        domains,
      ),
    ).toBe(true);
    expect(
      isInternalEmployee(
        { email: 'anna@komax.com.example.org', isDelegatedAdminInternal: false },
        domains,
      ),
    ).toBe(false);
    expect(isInternalEmployee({ email: '', isDelegatedAdminInternal: false }, domains)).toBe(false);
    expect(
      isInternalEmployee({ email: 'anna@komax.com', isDelegatedAdminInternal: false }, []),
    ).toBe(false);
  });
});
