/** Why a portal call failed: the server's status, no answer in time, or no connection. */
export type PortalApiFailure = number | 'timeout' | 'network' | 'shape';

/**
 * A failed portal call. 401 means the token was refused (the app signs in again); any other
 * failure shows the screen's failure state with a retry (spec portal 8).
 */
export class PortalApiError extends Error {
  override readonly name = 'PortalApiError';

  constructor(
    readonly failure: PortalApiFailure,
    message: string,
  ) {
    super(message);
  }
}
