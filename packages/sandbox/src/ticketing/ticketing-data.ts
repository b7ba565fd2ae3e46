import directory from '../../data/ticketing/directory.json' with { type: 'json' };
import seedTickets from '../../data/ticketing/tickets.json' with { type: 'json' };

export interface StoredLocation {
  readonly id: string;
  readonly name: string;
}

export interface StoredComment {
  readonly id: string;
  readonly author: string;
  readonly fromProvider: boolean;
  readonly text: string;
  readonly createdOn: string;
}

export interface StoredClosure {
  readonly reason: string;
  readonly comment: string | null;
  readonly closedOn: string;
}

/** A ticket as the data file keeps it: who owns it and which organisation may see it. */
export interface StoredTicket {
  readonly id: string;
  readonly organisationId: string;
  readonly ownerSubject: string;
  readonly type: string;
  readonly subject: string;
  readonly machine: string | null;
  readonly serialNumber: string | null;
  readonly concern: string;
  readonly machineModel: string | null;
  readonly status: string;
  readonly contact: { readonly name: string; readonly email: string | null };
  readonly createdOn: string;
  readonly description: string;
  readonly location: StoredLocation;
  readonly comments: readonly StoredComment[];
  readonly closure: StoredClosure | null;
}

/** The data file: `{ "tickets": [...] }`. */
export interface TicketFile {
  readonly tickets: readonly StoredTicket[];
}

export interface DirectoryMachine {
  readonly serialNumber: string;
  readonly model: string;
}

export interface DirectoryLocation extends StoredLocation {
  readonly machines: readonly DirectoryMachine[];
}

export interface DirectoryOrganisation {
  readonly id: string;
  readonly name: string;
  readonly locations: readonly DirectoryLocation[];
}

/** What the ticketing service knows of a demo user the identity provider signs in. */
export interface DirectorySubject {
  readonly subject: string;
  readonly organisationId: string;
  readonly name: string;
  readonly email: string;
}

export interface TicketingDirectory {
  readonly organisations: readonly DirectoryOrganisation[];
  readonly subjects: readonly DirectorySubject[];
}

export const ticketingDirectory: TicketingDirectory = directory;
/** The demo tickets a new data file starts with. */
export const seedTicketFile = seedTickets as TicketFile;
