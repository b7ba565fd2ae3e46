/** A whitepaper's file, opened: what to call it and its bytes, read as they arrive. */
export interface WhitepaperFile {
  /** The name it downloads under, e.g. `wire-processing-guide.pdf`. */
  readonly name: string;
  /** E.g. `application/pdf`. */
  readonly contentType: string;
  /** `null` when the service did not say. */
  readonly sizeBytes: number | null;
  /** Read once; stopping early (`return()` of its iterator) lets go of the upstream's answer. */
  readonly body: AsyncIterable<Uint8Array>;
}

/**
 * The whitepaper files of the content service, which gives them to the product's server alone (its
 * credential): a visitor gets one only through the server's signed, expiring link after a valid
 * form. A content block names a whitepaper by id. A failing service throws an `UpstreamError`.
 */
export interface WhitepaperFiles {
  /** `null` when the service has no whitepaper with that id. */
  open(id: string): Promise<WhitepaperFile | null>;
}
