import type { Logger } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import type { Response } from 'express';

/** Every endpoint answers its errors as `{ "error": "…" }`: a message for people, never a stack. */
export function sendJsonError(response: Response, status: number, message: string): void {
  response.status(status).set('cache-control', 'no-store').json({ error: message });
}

/**
 * An upstream that did not answer at all (unreachable, too slow, its circuit open) is 503, one
 * that answered wrongly is 502; both say only which service failed.
 */
function upstreamFailureStatus(error: unknown): 502 | 503 {
  return error instanceof UpstreamError && error.status === null ? 503 : 502;
}

export function sendUpstreamFailure(
  response: Response,
  logger: Logger,
  service: string,
  error: unknown,
): void {
  logger.warn(`${service} failed`, {
    error: error instanceof Error ? error.message : String(error),
  });
  sendJsonError(response, upstreamFailureStatus(error), `The ${service} is not available`);
}
