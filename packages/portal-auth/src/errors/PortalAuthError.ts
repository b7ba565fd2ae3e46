/**
 * Stable codes of the client's own failures: discovery, ID token and user info subject checks, which the domain's
 * `AuthError` catalogue (spec portal 8) does not name. Callers branch on `code`, never on the text.
 */
export const portalAuthErrorCodes = {
  wellKnownMissing: 'WELL_KNOWN_MISSING',
  authorizationEndpointMissing: 'AUTHORIZATION_ENDPOINT_MISSING',
  issuerMismatch: 'ISSUER_MISMATCH',
  invalidIdToken: 'INVALID_ID_TOKEN',
  userInfoSubjectMismatch: 'USER_INFO_SUBJECT_MISMATCH',
} as const;

export type PortalAuthErrorCode = (typeof portalAuthErrorCodes)[keyof typeof portalAuthErrorCodes];

export class PortalAuthError<Code extends PortalAuthErrorCode = PortalAuthErrorCode> extends Error {
  override readonly name = 'PortalAuthError';
  /** The HTTP status of the answer that failed, when there was one. */
  readonly status: number | undefined;

  constructor(
    readonly code: Code,
    message: string,
    options: { readonly status?: number; readonly cause?: unknown } = {},
  ) {
    super(message);
    this.status = options.status;
    if ('cause' in options) this.cause = options.cause;
  }
}

export function isPortalAuthError<Code extends PortalAuthErrorCode>(
  error: unknown,
  code?: Code,
): error is PortalAuthError<Code> {
  return error instanceof PortalAuthError && (code === undefined || error.code === code);
}
