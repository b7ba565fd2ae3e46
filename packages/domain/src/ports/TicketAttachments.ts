import type { TicketAttachment } from '../portal/Ticket';

/** One file on its way to the ticketing service, for the caller whose ID token it carries. */
export interface TicketAttachmentUpload {
  /** The caller's verified ID token: the service files the upload under that user. */
  readonly callerToken: string;
  readonly name: string;
  /** As the product read it from the bytes. */
  readonly mediaType: string;
  /**
   * The bytes as they arrive, never held whole. When reading it fails (the caller went away, the
   * file passed the limit) the upload is cut off and the service keeps nothing of it.
   */
  readonly body: AsyncIterable<Uint8Array>;
}

/** An attached file, opened: what it is and its bytes, read as they arrive. */
export interface OpenedTicketAttachment {
  readonly attachment: TicketAttachment;
  /** Read once; stopping early (`return()` of its iterator) lets go of the upstream's answer. */
  readonly body: AsyncIterable<Uint8Array>;
}

/**
 * The ticketing service's files (spec portal 5): pictures and videos uploaded one at a time, pending
 * until a new ticket or a comment names their ids (`TicketDesk`). Each call acts for the caller
 * whose verified ID token it is given; a file is visible to that caller's organisation only. A
 * failing service, or one refusing the file, throws an `UpstreamError` with its status.
 */
export interface TicketAttachments {
  upload(upload: TicketAttachmentUpload): Promise<TicketAttachment>;
  /** `null` when the caller's organisation has no file with that id. */
  open(callerToken: string, attachmentId: string): Promise<OpenedTicketAttachment | null>;
}
