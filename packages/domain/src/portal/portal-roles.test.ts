import { describe, expect, it } from 'vitest';
import { hasRole, portalRoles } from './portal-roles';

describe('role matching (spec portal 6)', () => {
  it('keeps the role texts of the spec', () => {
    expect(Object.values(portalRoles)).toEqual([
      'kmx_int_serviceticketing_active',
      'kmx_int_assetdb_active',
      'kmx_delegatedadmin_extern',
      'kmx_delegatedadmin_intern',
      'kmx_int_artemis_active',
      'kmx_artemis_onpremuser',
      'kmx_int_direct_pending',
      'kmx_int_direct_active',
      'kmx_int_mfpwm_active',
      'kmx_int_mfpmds_active',
    ]);
  });

  it('matches by containing the text', () => {
    expect(hasRole(['kmx_int_assetdb_active'], portalRoles.inventoryActive)).toBe(true);
    expect(hasRole(['cn=kmx_int_assetdb_active,ou=groups'], portalRoles.inventoryActive)).toBe(
      true,
    );
    expect(hasRole(['kmx_int_assetdb'], portalRoles.inventoryActive)).toBe(false);
    expect(hasRole(['KMX_INT_ASSETDB_ACTIVE'], portalRoles.inventoryActive)).toBe(false);
    expect(hasRole([], portalRoles.inventoryActive)).toBe(false);
  });
});
