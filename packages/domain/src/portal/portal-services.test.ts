import { describe, expect, it } from 'vitest';
import { portalServicesFromRoles, unknownPortalServices } from './portal-services';

describe('portal services from roles (spec portal 6)', () => {
  it('are all unregistered without a matching role, artemis in the cloud', () => {
    expect(portalServicesFromRoles([])).toEqual({
      komaxDirect: 'unregistered',
      serviceTicketing: 'unregistered',
      inventory: 'unregistered',
      delegatedAdmin: 'unregistered',
      artemis: 'unregistered',
      artemisUserType: 'cloud',
      mfpWireMaster: 'unregistered',
      mfpMasterData: 'unregistered',
    });
  });

  it('follow the role table', () => {
    expect(
      portalServicesFromRoles([
        'kmx_int_serviceticketing_active',
        'kmx_int_assetdb_active',
        'kmx_int_artemis_active',
        'kmx_artemis_onpremuser',
        'kmx_int_direct_active',
        'kmx_int_mfpwm_active',
        'kmx_int_mfpmds_active',
        'kmx_delegatedadmin_extern',
      ]),
    ).toEqual({
      komaxDirect: 'active',
      serviceTicketing: 'active',
      inventory: 'active',
      delegatedAdmin: 'active',
      artemis: 'active',
      artemisUserType: 'onprem',
      mfpWireMaster: 'active',
      mfpMasterData: 'active',
    });
  });

  it('make delegatedAdmin active for the internal role too', () => {
    expect(portalServicesFromRoles(['kmx_delegatedadmin_intern']).delegatedAdmin).toBe('active');
  });

  it('make komaxDirect pending with its pending role, active winning over pending', () => {
    expect(portalServicesFromRoles(['kmx_int_direct_pending']).komaxDirect).toBe('pending');
    expect(
      portalServicesFromRoles(['kmx_int_direct_pending', 'kmx_int_direct_active']).komaxDirect,
    ).toBe('active');
  });

  it('are unknown before user info has loaded', () => {
    expect(Object.values(unknownPortalServices)).toEqual(Array(8).fill('unknown'));
  });
});
