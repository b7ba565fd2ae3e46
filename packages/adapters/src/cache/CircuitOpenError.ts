import { UpstreamError } from '@kmx/domain/errors';

/**
 * A call refused without reaching the upstream, because its circuit is open. It is an
 * `UpstreamError` without a status, so callers treat it like any other failed upstream call (a
 * stale entry is served, or the error page).
 */
export class CircuitOpenError extends UpstreamError {
  constructor(readonly circuit: string) {
    super(`${circuit} is not called: its circuit is open after repeated failures`, null);
  }
}
