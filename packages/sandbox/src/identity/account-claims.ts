import type { DirectoryAccount } from './AccountDirectory';

/** What the identity provider says about a user, before its scopes filter it (spec section 7). */
export interface AccountClaims {
  readonly sub: string;
  readonly subname: string;
  readonly given_name: string;
  readonly family_name: string;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  /** Only for members of a customer organisation; the ticketing stand-in reads it. */
  readonly org?: string;
}

/**
 * The claims each scope releases. `roles` and `org` come with the identity-management scope: they
 * are what the identity-management system knows of a person, not part of the OpenID profile.
 */
export const claimsByScope = {
  openid: ['sub'],
  profile: ['subname', 'given_name', 'family_name', 'name'],
  email: ['email'],
  'fr:idm:*': ['roles', 'org'],
} as const;

export function accountClaims(user: DirectoryAccount): AccountClaims {
  const claims = {
    sub: user.subject,
    subname: user.subject,
    given_name: user.givenName,
    family_name: user.familyName,
    name: `${user.givenName} ${user.familyName}`,
    email: user.email,
    roles: [...user.roles],
  };
  return user.organisationId === null ? claims : { ...claims, org: user.organisationId };
}
