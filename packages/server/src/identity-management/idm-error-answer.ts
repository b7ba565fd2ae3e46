import type { ServerResponse } from 'node:http';

/** The reason phrases of the statuses the product itself answers under `/openidm`. */
const reasons = {
  401: 'Unauthorized',
  404: 'Not Found',
  413: 'Request Entity Too Large',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
} as const;

export type IdmErrorStatus = keyof typeof reasons;

/**
 * An error in the identity-management service's own shape (`{code, reason, message}`), so the
 * browser reads the product's refusals as it reads the service's. Never stored anywhere.
 */
export function sendIdmError(
  response: ServerResponse,
  code: IdmErrorStatus,
  message: string,
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.statusCode = code;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  if (code === 401) response.setHeader('www-authenticate', 'Bearer');
  // The rest of a body too large is not read: the connection ends with the answer.
  if (code === 413) response.setHeader('connection', 'close');
  response.end(JSON.stringify({ code, reason: reasons[code], message }));
}
