import type { AccessTokenHolder } from '@kmx/domain/ports';

/** Where the identity-management service is reached on the product's origin. */
export const openidmBasePath = '/openidm';

const usersPath = `${openidmBasePath}/managed/alpha_user`;
const organisationsPath = `${openidmBasePath}/managed/alpha_organization`;

/** `kmx_delegatedadmin_extern`, `kmx_delegatedadmin_intern`, and any later kind of administrator. */
const administratorRolePrefix = 'kmx_delegatedadmin_';

/**
 * A path segment as ids and action names are written, taken raw: no percent-encoding, no dot
 * segments, no empty segment. The service behind (or a proxy on the way) may decode or resolve
 * what the check saw, so `own-id%2F..%2Fother` or `own-id/../other` never pass.
 */
const plainSegment = /^(?!\.{1,2}$)[A-Za-z0-9._@+-]+$/;

export function isAdministrator(holder: AccessTokenHolder): boolean {
  return holder.roles.some((role) => role.startsWith(administratorRolePrefix));
}

/** The segments below `base`, or `null` when `path` is not `base` or below it. */
function segmentsBelow(path: string, base: string): string[] | null {
  if (path === base) return [];
  if (!path.startsWith(`${base}/`)) return null;
  return path.slice(base.length + 1).split('/');
}

/**
 * Whether the caller may ask the identity-management service this at all: the product's own
 * check in front of it (every same-origin proxy verifies the caller itself). A user who
 * administers nothing reaches only their own managed user (any method, any `_action`) and reads
 * their organisations; an administrator reaches the users and organisations. Which users and
 * organisations an administrator reaches is the service's rule (`memberOfOrgIDs`), not this one.
 * `path` is the request's raw path, without the query.
 */
export function mayAskOpenidm(holder: AccessTokenHolder, method: string, path: string): boolean {
  const belowUsers = segmentsBelow(path, usersPath);
  const belowOrganisations = segmentsBelow(path, organisationsPath);
  const below = belowUsers ?? belowOrganisations;
  if (below === null || !below.every((segment) => plainSegment.test(segment))) return false;
  if (isAdministrator(holder)) return true;
  if (belowUsers !== null) return belowUsers.length === 1 && belowUsers[0] === holder.id;
  return below.length === 0 && (method === 'GET' || method === 'HEAD');
}
