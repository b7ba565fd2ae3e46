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
  conflict: (message: string): IdmError => ({ code: 409, reason: 'Conflict', message }),
  notFound: (): IdmError => ({ code: 404, reason: 'Not Found', message: 'Object not found' }),
  policy: (failedPolicyRequirements: readonly FailedPolicy[]): IdmError => ({
    code: 403,
    reason: 'Forbidden',
    message: 'Policy validation failed',
    detail: { result: false, failedPolicyRequirements },
  }),
};

/** Thrown by a handler to answer with `body` (its `code` is the status). */
export class IdmFailure extends Error {
  constructor(readonly body: IdmError) {
    super(body.message);
  }
}

/** The refusals the rules share, word for word as the browser's texts expect them. */
export const idmMessages = {
  accessDenied: 'Access denied',
  notAdministered: 'You do not administer this organisation',
  ownRoles: 'You cannot raise your own roles',
  internalEmployee: 'Internal employees cannot change this in the portal',
} as const;
