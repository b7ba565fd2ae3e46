import type { WireFlowFile, WireFlowRelease } from '../portal/WireFlowRelease';

/** A file of the download center, opened: what it is and its bytes, read as they arrive. */
export interface WireFlowDownload {
  readonly file: WireFlowFile;
  /** Read once; stopping early (`return()` of its iterator) lets go of the upstream's answer. */
  readonly body: AsyncIterable<Uint8Array>;
}

/**
 * The download center of the wire-processing software (spec portal 2, artemis on-premise). The
 * releases are asked with the caller's verified ID token; a file is opened by the product only
 * after it checked the caller's signed download link, so `open` carries no token. A failing
 * service throws an `UpstreamError`.
 */
export interface WireFlowDownloads {
  releases(callerToken: string): Promise<readonly WireFlowRelease[]>;
  /** `null` when the service has no file with that id. */
  open(fileId: string): Promise<WireFlowDownload | null>;
}
