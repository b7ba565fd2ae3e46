/** Access statuses of spec section 3, one per application access of a user in an organisation. */
export const accessStatuses = [
  'invited',
  'inviteExpired',
  'pending',
  'active',
  'inactive',
  'declined',
] as const;
export type AccessStatus = (typeof accessStatuses)[number];

/** One application a user has (or asks for) in one organisation. */
export interface ApplicationAccess {
  /** One of the domain's `portalApplications`. */
  readonly application: string;
  readonly organisationId: string;
  /** One of the domain's `applicationRoles` (`user`, `key-user`, `admin`). */
  readonly role: string;
  readonly status: AccessStatus;
  /** `_id` of the user who invited or asked; the user themselves for their own request. */
  readonly requestedBy: string;
  /** ISO date-time. */
  readonly requestDate: string;
  /** ISO date-time; only for invites. */
  readonly inviteExpires?: string;
}

/** A managed user of the `alpha` realm, with IDM's property names where IDM has one. */
export interface ManagedUser {
  readonly _id: string;
  readonly _rev: string;
  readonly userName: string;
  readonly givenName: string;
  readonly sn: string;
  readonly mail: string;
  readonly telephoneNumber?: string;
  readonly postalAddress?: string;
  /** The company the user works for (spec portal 3, profile); not an IDM default property. */
  readonly company?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly country?: string;
  readonly preferredLanguage?: string;
  /** The sales region within the country's market (e.g. `DACH`, `Nordics`); free text, ≤ 64. */
  readonly subRegion?: string;
  readonly accountStatus: 'active' | 'inactive';
  /** Role texts as the identity provider reports them (spec section 6). */
  readonly roles: readonly string[];
  /** IDM's virtual property of the organisations a user is a member of. */
  readonly memberOfOrgIDs: readonly string[];
  readonly applications: readonly ApplicationAccess[];
}

export interface ManagedOrganisation {
  readonly _id: string;
  readonly _rev: string;
  readonly name: string;
}

/** A registered authenticator app (TOTP); `confirmed` once the user typed a code it showed. */
export interface TotpDevice {
  /** Base32, as the authenticator app is given it. */
  readonly secret: string;
  readonly confirmed: boolean;
}

/**
 * What the service keeps of a user but never answers with: kept apart from `ManagedUser`, so no
 * query, `_fields` or patch can ever reach it.
 */
export interface UserSecrets {
  /** `scrypt$<salt hex>$<hash hex>` (see `credentials.ts`); absent for an invitee. */
  readonly password?: string;
  readonly totp?: TotpDevice;
  /**
   * The invite link's token per `{organisationId}/{application}`: a new invite replaces it, which
   * makes the old link void.
   */
  readonly invites?: Readonly<Record<string, string>>;
}

export interface IdmData {
  readonly users: readonly ManagedUser[];
  readonly organisations: readonly ManagedOrganisation[];
  /** By user `_id`; missing in files written before secrets were kept. */
  readonly secrets?: Readonly<Record<string, UserSecrets>>;
}

export const delegatedAdminRoles = ['kmx_delegatedadmin_extern', 'kmx_delegatedadmin_intern'];

/** Spec portal 1 and 6: the role of internal employees, whose accounts are managed internally. */
export const internalEmployeeRole = 'kmx_delegatedadmin_intern';
