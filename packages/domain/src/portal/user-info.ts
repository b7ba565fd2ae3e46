import { z } from 'zod';
import type { PortalUser } from './PortalUser';
import { hasRole, portalRoles } from './portal-roles';

/** A text field of user info; anything else counts as missing. */
const text = z.string().optional().catch(undefined);

/**
 * OpenID Connect Core 5.3.2 and spec portal 7: the claims the portal reads from user info. `roles`
 * may be one string or a list; non-text entries are dropped.
 */
const userInfoSchema = z.object({
  subname: text,
  sub: text,
  given_name: text,
  family_name: text,
  name: text,
  email: text,
  roles: z
    .union([z.string().transform((role) => [role]), z.array(z.unknown())])
    .optional()
    .catch(undefined)
    .transform((roles) => (roles ?? []).filter((role): role is string => typeof role === 'string')),
});

function firstLetter(name: string): string {
  // By code point, so that a name starting outside the basic plane keeps its whole letter.
  return (Array.from(name.trim())[0] ?? '').toUpperCase();
}

/** Spec portal 3: the uppercase first letters of first and last name. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstLetter(firstName)}${firstLetter(lastName)}`;
}

/**
 * Spec portal 3 and 6: the user from a user-info answer. The id is the subject name (`subname`,
 * falling back to the standard `sub`); a single role string becomes a one-item list; the delegated
 * admin flags come from the role texts. Missing names are empty texts (a missing full name is first
 * and last name); an answer that is not an object gives an unpopulated user.
 */
export function userFromUserInfo(body: unknown): PortalUser {
  const parsed = userInfoSchema.safeParse(body);
  const info = parsed.success ? parsed.data : undefined;
  const firstName = info?.given_name ?? '';
  const lastName = info?.family_name ?? '';
  const roles = info?.roles ?? [];
  return {
    id: info?.subname ?? info?.sub ?? '',
    firstName,
    lastName,
    fullName: info?.name ?? `${firstName} ${lastName}`.trim(),
    email: info?.email ?? '',
    initials: initialsOf(firstName, lastName),
    roles,
    populated: info !== undefined,
    isDelegatedAdminInternal: hasRole(roles, portalRoles.delegatedAdminInternal),
    isDelegatedAdminExternal: hasRole(roles, portalRoles.delegatedAdminExternal),
  };
}
