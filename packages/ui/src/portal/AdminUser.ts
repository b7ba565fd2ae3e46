import type { AccessStatus } from '@kmx/domain/portal';

/**
 * Spec portal 3 "Admin user": one access of a user to an application at one organisation, as the
 * user administration shows it (the identity service's record, with names looked up).
 */
export interface AdminAccess {
  readonly organizationId: string;
  readonly application: string;
  /** An application role (`user`, `key-user`, `admin`) or whatever text the service holds. */
  readonly role: string;
  readonly status: AccessStatus;
  /** The id of whoever asked for it: the user for a request, an administrator for an invite. */
  readonly requestedBy: string | null;
  /** Their name, when they are within the administrator's reach. */
  readonly requestedByName: string | null;
  /** ISO 8601: when it was requested, or when the invite was (last) sent. */
  readonly requestDate: string | null;
  /** ISO 8601, invites only. */
  readonly inviteExpires: string | null;
}

/** An organisation as the user administration names it; `members` when counted (detail only). */
export interface AdminOrganization {
  readonly id: string;
  readonly name: string;
  readonly members: number | null;
}

/** Spec portal 3 "Admin user": a user of the administrator's organisations. */
export interface AdminUser {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly email: string;
  readonly telephone: string | null;
  readonly postalAddress: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  /** ISO 3166 alpha-2. */
  readonly country: string | null;
  readonly subRegion: string | null;
  readonly preferredLanguage: string | null;
  readonly accountActive: boolean;
  readonly mfaEnabled: boolean;
  readonly organizations: readonly AdminOrganization[];
  readonly accesses: readonly AdminAccess[];
}

/** One page of the user list. */
export interface AdminUserPage {
  readonly items: readonly AdminUser[];
  readonly total: number;
  /** Counted from 1. */
  readonly page: number;
  readonly pageSize: number;
}

/** A sent invite, as the service answered it. */
export interface SentInvite {
  readonly userId: string;
  readonly email: string;
  readonly application: string;
  /** ISO 8601. */
  readonly sentAt: string | null;
  /** ISO 8601. */
  readonly expiresAt: string | null;
}

/** A refusal or failure of the identity service, as the page shows it (spec portal 8). */
export interface AdminFailure {
  /** The service's own words or what failed, shown as the technical details. */
  readonly details: string;
}
