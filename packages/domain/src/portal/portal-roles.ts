/** Spec portal 6: the role texts the identity provider reports, matched by containing the text. */
export const portalRoles = {
  serviceTicketingActive: 'kmx_int_serviceticketing_active',
  inventoryActive: 'kmx_int_assetdb_active',
  delegatedAdminExternal: 'kmx_delegatedadmin_extern',
  delegatedAdminInternal: 'kmx_delegatedadmin_intern',
  artemisActive: 'kmx_int_artemis_active',
  artemisOnPremiseUser: 'kmx_artemis_onpremuser',
  directPending: 'kmx_int_direct_pending',
  directActive: 'kmx_int_direct_active',
  mfpWireMasterActive: 'kmx_int_mfpwm_active',
  mfpMasterDataActive: 'kmx_int_mfpmds_active',
} as const;

export type PortalRole = (typeof portalRoles)[keyof typeof portalRoles];

/**
 * Spec portal 6: whether any role contains the role text (identity providers may wrap it, e.g. in
 * a group path). Case matters: the texts are identifiers.
 */
export function hasRole(roles: readonly string[], role: PortalRole): boolean {
  return roles.some((text) => text.includes(role));
}
