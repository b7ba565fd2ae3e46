import type { ContentImage } from './ContentImage';

/** What a location does, in the order the locations filter offers them. */
export const locationTypes = {
  Headquarters: 'Headquarters',
  Production: 'Production',
  SalesAndService: 'SalesAndService',
  Distributor: 'Distributor',
} as const;

export type LocationType = (typeof locationTypes)[keyof typeof locationTypes];

/** A person to talk to at a location. */
export interface LocationContact {
  readonly id: string;
  readonly name: string;
  /** Job title, in the language asked for. */
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly image: ContentImage | null;
}

/** Spec public-site 2.5: one of the group's locations, with its contacts. */
export interface CompanyLocation {
  readonly id: string;
  readonly name: string;
  readonly type: LocationType;
  /** ISO 3166 region code, e.g. `CH`. */
  readonly countryCode: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string | null;
  readonly image: ContentImage | null;
  readonly contacts: readonly LocationContact[];
}
