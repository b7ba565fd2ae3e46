/** One file of a release of the wire-processing software, downloaded through the product. */
export interface WireFlowFile {
  readonly id: string;
  readonly name: string;
  readonly sizeBytes: number;
  /** Lower-case hexadecimal, for the customer to check the download. */
  readonly sha256: string;
}

/** A release of the wire-processing software in the download center (portal spec 2, artemis). */
export interface WireFlowRelease {
  readonly id: string;
  readonly version: string;
  /** ISO 8601 date. */
  readonly releasedOn: string;
  /** Release notes, plain text. */
  readonly notes: string;
  readonly files: readonly WireFlowFile[];
}
