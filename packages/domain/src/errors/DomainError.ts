/**
 * Stable codes for the error catalogue of spec public-site 8 and portal 8. Each error keeps the
 * spec's message; callers branch on `code`, never on the text.
 */
export type DomainErrorCode =
  | 'PAGE_NOT_FOUND'
  | 'SITE_WITHOUT_DOMAIN'
  | 'PRODUCT_NOT_FOUND'
  | 'NO_CLASSIFICATION_SLUG'
  | 'UNKNOWN_PATH_ACTION'
  | 'UPSTREAM_ERROR'
  | 'INVALID_CONFIGURATION';

export class DomainError<Code extends DomainErrorCode = DomainErrorCode> extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}

export function isDomainError<Code extends DomainErrorCode>(
  error: unknown,
  code?: Code,
): error is DomainError<Code> {
  return error instanceof DomainError && (code === undefined || error.code === code);
}
