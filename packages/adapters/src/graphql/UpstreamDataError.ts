import type { z } from 'zod';

/** An upstream answer that does not have the shape we rely on, named by the first bad field. */
export class UpstreamDataError extends Error {
  override readonly name = 'UpstreamDataError';
  readonly code = 'UPSTREAM_MALFORMED' as const;

  constructor(
    readonly operation: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Malformed answer to ${operation}: ${field}: ${detail}`);
  }

  static fromZod(operation: string, error: z.ZodError): UpstreamDataError {
    const issue = error.issues[0];
    const field = issue === undefined || issue.path.length === 0 ? '(root)' : issue.path.join('.');
    return new UpstreamDataError(operation, field, issue?.message ?? 'invalid');
  }
}
