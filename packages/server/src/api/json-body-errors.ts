import type { ErrorRequestHandler, Response } from 'express';
import { sendJsonError } from './json-answers';

/**
 * The JSON body parser's refusals that are the caller's fault (they carry a `type`), each answered
 * with its 4xx in the house's `{ "error": "…" }` shape; any other error goes on. `send` lets a
 * private endpoint mark its refusals as such.
 */
export function jsonBodyErrors(
  maxBodySize: string,
  send: (response: Response, status: number, message: string) => void = sendJsonError,
): ErrorRequestHandler {
  const refusals: Readonly<Record<string, { status: number; message: string }>> = {
    'entity.parse.failed': { status: 400, message: 'The body is not valid JSON' },
    'entity.too.large': { status: 413, message: `The body must be at most ${maxBodySize}` },
    'encoding.unsupported': { status: 415, message: 'The body must be JSON in UTF-8' },
    'charset.unsupported': { status: 415, message: 'The body must be JSON in UTF-8' },
  };
  return (error: unknown, _request, response, next) => {
    const type = (error as { type?: unknown }).type;
    const known = typeof type === 'string' ? refusals[type] : undefined;
    if (known === undefined) next(error);
    else send(response, known.status, known.message);
  };
}
