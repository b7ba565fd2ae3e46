import { UpstreamError } from '@kmx/domain/errors';
import type { Logger } from '@kmx/domain/ports';
import type { Response } from 'express';
import { sendPrivateError } from './caller-check';

/**
 * 504 when the service did not answer in time, 502 when it could not be reached or answered
 * wrongly: the portal shows its failure state with a retry either way, and the rest works on.
 */
function failureStatus(error: unknown): 502 | 504 {
  const timedOut =
    error instanceof UpstreamError &&
    error.status === null &&
    error.cause instanceof Error &&
    (error.cause.name === 'TimeoutError' || error.cause.name === 'AbortError');
  return timedOut ? 504 : 502;
}

/** A portal service failed: logged with why, answered with which service is down (never why). */
export function sendServiceFailure(
  response: Response,
  logger: Logger,
  service: string,
  error: unknown,
): void {
  logger.warn(`${service} failed`, {
    error: error instanceof Error ? error.message : String(error),
  });
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendPrivateError(
    response,
    failureStatus(error),
    `The ${service} is not available right now; please try again later`,
  );
}
