import { DomainError } from './DomainError';

/**
 * An upstream service (content, catalogue, search) failed or answered without data. It keeps the
 * HTTP status when there was an answer, and the original failure as `cause` for the logs.
 */
export class UpstreamError extends DomainError<'UPSTREAM_ERROR'> {
  constructor(
    message: string,
    /** `null` when no answer arrived at all. */
    readonly status: number | null,
    options: { readonly cause?: unknown } = {},
  ) {
    super('UPSTREAM_ERROR', message);
    if ('cause' in options) this.cause = options.cause;
  }
}
