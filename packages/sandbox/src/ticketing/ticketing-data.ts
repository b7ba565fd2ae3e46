import directory from '../../data/ticketing/directory.json' with { type: 'json' };
import seedTickets from '../../data/ticketing/tickets.json' with { type: 'json' };
import { demoTickets } from './ticketing-demo-tickets';

export interface StoredLocation {
  readonly id: string;
  readonly name: string;
}

/** A file attached to a ticket or a comment, as the ticket keeps it once linked. */
export interface StoredAttachment {
  readonly id: string;
  readonly name: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
}

export interface StoredComment {
  readonly id: string;
  readonly author: string;
  readonly fromProvider: boolean;
  readonly text: string;
  readonly createdOn: string;
  /** Absent in data files written before attachments existed. */
  readonly attachments?: readonly StoredAttachment[];
}

/** The ticket moved to another status: who moved it, when. */
export interface StoredStatusChange {
  readonly id: string;
  readonly status: string;
  readonly author: string;
  readonly at: string;
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
  /** The files attached when the ticket was opened; absent in older data files. */
  readonly attachments?: readonly StoredAttachment[];
  /** Absent in older data files. */
  readonly statusChanges?: readonly StoredStatusChange[];
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
/**
 * The demo tickets a new data file starts with: the hand-written ones of the data file, then
 * generated ones, so that every demo organisation has enough for paging, filters and sorting.
 */
export const seedTicketFile: TicketFile = {
  tickets: [...(seedTickets as TicketFile).tickets, ...demoTickets(ticketingDirectory)],
};
