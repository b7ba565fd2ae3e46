/**
 * The applications an organisation administrator grants access to (spec portal 3 "Portal
 * services", by the names of their role texts in spec portal 6: `kmx_int_{application}_{status}`).
 * Spec portal 3 leaves the list open; these are the services whose roles the spec names.
 */
export const portalApplications = [
  'serviceticketing',
  'assetdb',
  'artemis',
  'direct',
  'mfpwm',
  'mfpmds',
] as const;

export type PortalApplication = (typeof portalApplications)[number];

/**
 * A user's role within one application (the admin user's "role" of spec portal 3). The spec names
 * none; three levels cover what the peers offer (see docs/decisions.md).
 */
export const applicationRoles = ['user', 'key-user', 'admin'] as const;

export type ApplicationRole = (typeof applicationRoles)[number];

export function isPortalApplication(value: string): value is PortalApplication {
  return (portalApplications as readonly string[]).includes(value);
}

export function isApplicationRole(value: string): value is ApplicationRole {
  return (applicationRoles as readonly string[]).includes(value);
}
