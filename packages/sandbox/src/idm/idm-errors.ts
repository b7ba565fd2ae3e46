import type { FailedPolicy } from './idm-policies';

/** IDM's error body: `{ code, reason, message, detail? }`. */
export interface IdmError {
  readonly code: number;
  readonly reason: string;
  readonly message: string;
  readonly detail?: unknown;
}

export const idmErrors = {
  badRequest: (message: string): IdmError => ({ code: 400, reason: 'Bad Request', message }),
  unauthorized: (): IdmError => ({ code: 401, reason: 'Unauthorized', message: 'Access Denied' }),
  forbidden: (message: string): IdmError => ({ code: 403, reason: 'Forbidden', message }),
  notFound: (): IdmError => ({ code: 404, reason: 'Not Found', message: 'Object not found' }),
  policy: (failedPolicyRequirements: readonly FailedPolicy[]): IdmError => ({
    code: 403,
    reason: 'Forbidden',
    message: 'Policy validation failed',
    detail: { result: false, failedPolicyRequirements },
  }),
};
