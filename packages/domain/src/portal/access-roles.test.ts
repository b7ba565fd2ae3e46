import { describe, expect, it } from 'vitest';
import { accessRoles } from './access-roles';

describe('accessRoles', () => {
  it('gives an active access its active role text (spec portal 6)', () => {
    expect(
      accessRoles(['kmx_delegatedadmin_extern'], [{ application: 'assetdb', status: 'active' }]),
    ).toEqual(['kmx_delegatedadmin_extern', 'kmx_int_assetdb_active']);
  });

  it('gives a requested access the pending text, and an active one wins over it', () => {
    expect(accessRoles([], [{ application: 'direct', status: 'pending' }])).toEqual([
      'kmx_int_direct_pending',
    ]);
    expect(
      accessRoles(
        ['kmx_int_direct_pending'],
        [
          { application: 'direct', status: 'pending' },
          { application: 'direct', status: 'active' },
        ],
      ),
    ).toEqual(['kmx_int_direct_active']);
  });

  it('drops the text of an access withdrawn, declined or only invited', () => {
    expect(
      accessRoles(
        ['kmx_int_serviceticketing_active', 'kmx_int_mfpwm_active', 'kmx_int_mfpmds_active'],
        [
          { application: 'serviceticketing', status: 'inactive' },
          { application: 'mfpwm', status: 'declined' },
          { application: 'mfpmds', status: 'invited' },
        ],
      ),
    ).toEqual([]);
  });

  it('keeps the on-premise flag and roles outside the portal applications', () => {
    expect(
      accessRoles(
        ['kmx_artemis_onpremuser', 'kmx_int_artemis_active', 'kmx_int_other_active'],
        [{ application: 'artemis', status: 'active' }],
      ),
    ).toEqual(['kmx_artemis_onpremuser', 'kmx_int_other_active', 'kmx_int_artemis_active']);
  });
});
