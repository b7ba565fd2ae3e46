import type { Request, RequestHandler } from 'express';
import { sendJsonError } from '../api/json-answers';

/**
 * Whether an error is answered as JSON (`{ "error": "…" }`, like every endpoint's): requests to
 * `/api/…` and every request that sends something (a form, a JSON body). Page reads and assets
 * keep their plain-text answers.
 */
export function answersErrorsAsJson(request: Pick<Request, 'method' | 'path'>): boolean {
  return (
    request.path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')
  );
}

/** A failure while reading the body: the body parsers' own errors, or the body's decompression. */
function isBodyError(error: unknown): boolean {
  const { type, code } = error as { type?: unknown; code?: unknown };
  return typeof type === 'string' || (typeof code === 'string' && code.startsWith('Z_'));
}

/** What a client error says, for people: never the parser's or the decompressor's own words. */
export function clientErrorMessage(status: number, error: unknown): string {
  switch (status) {
    case 404:
      return 'Not found';
    case 405:
      return 'Method not allowed';
    case 413:
      return 'The request body is too large';
    case 415:
      return 'The request body is of a type or encoding this address does not take';
    default:
      return isBodyError(error) ? 'The request body could not be read' : 'Bad request';
  }
}

/** An `/api/…` address no endpoint answers: a JSON 404, never a page or a redirect to one. */
export const unknownEndpoint: RequestHandler = (_request, response) => {
  sendJsonError(response, 404, 'There is no endpoint at this address');
};
