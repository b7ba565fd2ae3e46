export const submissionDeliveryFailures = {
  status: 'FORMS_STATUS',
  timeout: 'FORMS_TIMEOUT',
  unreachable: 'FORMS_UNREACHABLE',
} as const;

export type SubmissionDeliveryFailure =
  (typeof submissionDeliveryFailures)[keyof typeof submissionDeliveryFailures];

/**
 * The receiving service did not take a submission. The message is plain words for the log and the
 * outbox's `last_error`: it names neither a field's value nor the service's address (a webhook's
 * address may hold its secret).
 */
export class SubmissionDeliveryError extends Error {
  override readonly name = 'SubmissionDeliveryError';

  constructor(
    readonly code: SubmissionDeliveryFailure,
    message: string,
    /** The status the service answered with, `null` when none came. */
    readonly status: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
