/** Where one file of an attachment picker stands. */
export type AttachmentState = 'checking' | 'uploading' | 'uploaded' | 'failed' | 'refused';

/** One file the customer chose, as the app tracks its upload. */
export interface AttachmentItem {
  /** Stable while the file is in the list (the app's own id, not the server's). */
  readonly key: string;
  readonly name: string;
  readonly sizeBytes: number;
  readonly state: AttachmentState;
  /** How much is sent while uploading, from 0 to 1. */
  readonly progress: number;
  /**
   * Why a file was refused or failed: a domain message (translated by its English words), or
   * `null` for the generic failure text of spec portal 8.
   */
  readonly message: string | null;
}
